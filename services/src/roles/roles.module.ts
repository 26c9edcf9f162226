// Process roles: what this process runs (ROLE), and the background jobs it holds.
import { Global, Module } from '@nestjs/common';
import { BackgroundWork } from './background-work';
import { ProjectorJobs } from './projector-jobs';

@Global()
@Module({ providers: [BackgroundWork, ProjectorJobs], exports: [BackgroundWork] })
export class RolesModule {}
