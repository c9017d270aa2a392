import { describe, expect, it } from 'vitest';
import { assistantProfiles } from './assistant-profiles';
import { ALL_SKILLS, employeeCountLabel, filterEmployees, listedProfiles, READY_TO_USE, skillOptions } from './employee-list';

describe('assistants list', () => {
  it('lets only the four premium assistants through', () => {
    expect(listedProfiles.map((p) => p.id)).toEqual([1001, 1002, 1003, 1004]);
    expect(filterEmployees('', ALL_SKILLS).map((p) => p.id)).toEqual([1001, 1002, 1003, 1004]);
    expect(filterEmployees('', READY_TO_USE)).toHaveLength(4);
  });
  it('searches the name or the specialty, without accents', () => {
    expect(filterEmployees('lea', ALL_SKILLS).map((p) => p.name)).toEqual(['Léa Moreau']);
    expect(filterEmployees('commerciale', ALL_SKILLS).map((p) => p.id)).toEqual([1002]);
    expect(filterEmployees('Emma', ALL_SKILLS)).toEqual([]);
  });
  it('filters by skill and lists skills without templates', () => {
    expect(filterEmployees('', 'SEO').map((p) => p.id)).toEqual([1003]);
    const options = skillOptions([
      ...assistantProfiles.slice(0, 1),
      { ...assistantProfiles[1]!, skills: [{ name: 'Template de relance', level: 50 }, { name: 'Audit', level: 60 }] },
    ]);
    expect(options.slice(0, 2).map((o) => o.value)).toEqual([ALL_SKILLS, READY_TO_USE]);
    expect(options.map((o) => o.label)).toContain('Audit');
    expect(options.map((o) => o.label)).not.toContain('Template de relance');
  });
  it('counts with plural handling', () => {
    expect(employeeCountLabel(0)).toBe('Aucun assistant trouvé');
    expect(employeeCountLabel(1)).toBe('1 assistant trouvé');
    expect(employeeCountLabel(4)).toBe('4 assistants trouvés');
  });
});
