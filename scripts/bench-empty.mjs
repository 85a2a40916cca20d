// An empty script: bench-child.mjs runs it to time a Node process that does nothing (the floor of any command).
