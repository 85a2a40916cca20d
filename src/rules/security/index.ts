/** The security family: what a repository makes an agent read unseen or run on a developer's machine. One rule per file. */
import type { Rule } from '../../diagnostics/rule.js';
import credentialExfiltration from './credential-exfiltration.js';
import hiddenComment from './hidden-comment.js';
import hiddenUnicode from './hidden-unicode.js';
import permissiveSettings from './permissive-settings.js';
import remoteCode from './remote-code.js';
import steeringInstructions from './steering-instructions.js';
import tempScript from './temp-script.js';
import unpinnedServer from './unpinned-server.js';

export const SECURITY_RULES: Rule[] = [hiddenUnicode, hiddenComment, remoteCode, credentialExfiltration, tempScript, unpinnedServer, permissiveSettings, steeringInstructions];
