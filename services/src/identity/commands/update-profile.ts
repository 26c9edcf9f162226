import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, NOTIFICATION_CATEGORIES } from '@ledgerhouse/contracts';
import { executeCommand } from '../../event-sourcing/execute-command';
import { userDecider, userStream, type UserCommand } from '../domain/user';
import { IdentityDeps } from '../identity-deps';

type ProfileChange =
  | { type: 'UpdateProfile'; fullName?: string; phone?: string }
  | { type: 'ChangeNotificationSettings'; categories: (typeof NOTIFICATION_CATEGORIES)[number][]; email: string | null };

/** Profile and notification settings: plain facts about the signed-in user. */
export class UpdateProfile extends Command<CommandResult> {
  constructor(
    readonly userId: string,
    readonly change: ProfileChange,
  ) {
    super();
  }
}

@CommandHandler(UpdateProfile)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfile, CommandResult> {
  constructor(private readonly deps: IdentityDeps) {}

  async execute({ userId, change }: UpdateProfile): Promise<CommandResult> {
    const command = { ...change, at: this.deps.clock.now() } as UserCommand;
    const outcome = await executeCommand(this.deps.commands, userStream(userId), userDecider, command);
    return { id: userId, position: outcome.position ?? '' };
  }
}
