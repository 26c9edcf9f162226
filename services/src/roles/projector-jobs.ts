// One background job per projector (`projector:<name>`), so two workers split the projectors between them.
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ProjectionRunner } from '@ledgerhouse/projections';
import { PROJECTION_RUNNER } from '../persistence/tokens';
import { BackgroundWork } from './background-work';

@Injectable()
export class ProjectorJobs implements OnModuleInit {
  constructor(
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    private readonly work: BackgroundWork,
  ) {}

  onModuleInit(): void {
    for (const { name } of this.runner.projectors)
      this.work.register({
        name: `projector:${name}`,
        start: () => this.runner.startProjector(name),
        stop: () => this.runner.stopProjector(name),
      });
  }
}
