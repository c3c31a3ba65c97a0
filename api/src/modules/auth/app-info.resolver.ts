import { Authorized, Query, Resolver } from 'type-graphql';
import type { AppInfo } from './app-info.presenter';
import { AppInfoView } from './app-info.types';

/** The login page's demo accounts (the rest of signing in is AuthResolver's). */
@Resolver()
export class AppInfoResolver {
  constructor(private readonly services: { appInfo: AppInfo }) {}

  @Authorized('app.info')
  @Query(() => AppInfoView, { description: 'Facts about this installation the sign-in page shows: demo mode and its accounts.' })
  appInfo(): AppInfo {
    return this.services.appInfo;
  }
}
