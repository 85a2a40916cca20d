/** Factory Droid (observed on the pinned CLI: src/harnesses/droid/known-values.ts). */
import droidFrontmatter from './droid-frontmatter.js';
import droidLocation from './droid-location.js';
import skillDescription from './skill-description.js';

export const DROID_RULES = [droidLocation, droidFrontmatter, skillDescription];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { DROID_RULES as RULES };
