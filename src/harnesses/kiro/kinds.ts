/** Kiro's steering files `.kiro/steering/*.md` (documentation only: src/harnesses/kiro/known-values.ts). */
import { markdownKind } from '../../artifacts/kinds/simple.js';
import type { KindSpec } from '../../artifacts/kinds/spec.js';

export const kiroSteeringKind = markdownKind('kiro-steering', 'kiro', 'Kiro', /^\.kiro\/steering\/(.+\/)?[^/]+\.md$/);

export const KIRO_KINDS: KindSpec[] = [kiroSteeringKind];
