/**
 * The order in which `npm test` starts the files of its projects. Vitest's own sequencer runs the
 * projects by name (api, api-pg, component, process, unit), so the process tests, a few files
 * that each start real servers for up to a minute, ran last and left one core idle at the end.
 * Here the projects with the longest files go first and the many short files last, so the last
 * minutes are short files on both cores; within a project vitest's own order holds (the files that
 * took longest in the last run first, or the largest when it has no record).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const PROJECT_ORDER = ['process', 'api', 'api-pg', 'component-isolated', 'component', 'unit'];

const rank = (spec: TestSpecification) => {
    const place = PROJECT_ORDER.indexOf(spec.project.name);
    return place < 0 ? PROJECT_ORDER.length : place;
};

export class LongestFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
        const sorted = await super.sort(files);
        return sorted
            .map((spec, place) => ({ spec, place }))
            .sort((a, b) => rank(a.spec) - rank(b.spec) || a.place - b.place)
            .map(({ spec }) => spec);
    }
}
