import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthedRequest } from './auth.guard';

/** The signed-in user's id (the guard has checked the token). */
export const CurrentUserId = createParamDecorator((_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<AuthedRequest>().auth!.sub);
