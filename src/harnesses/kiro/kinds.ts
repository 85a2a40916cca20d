/** Kiro's steering files `.kiro/steering/*.md` (documentation only: src/artifacts/known-values/kiro.ts). */
import { markdownKind } from '../../artifacts/kinds/simple.js';
import type { KindSpec } from '../../artifacts/kinds/spec.js';

export const kiroSteeringKind = markdownKind('kiro-steering', 'kiro', 'Kiro', /^\.kiro\/steering\/(.+\/)?[^/]+\.md$/);

export const KIRO_KINDS: KindSpec[] = [kiroSteeringKind];
