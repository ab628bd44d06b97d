/** Content and messages (issue #12): notices and pop-ups, platform messages, feedback, live pushes. */

export { adminBannerRoutes } from './banners-admin-routes.ts';
export { bannerRoutes } from './banners-routes.ts';
export { adminFeedbackRoutes } from './feedback-admin-routes.ts';
export { feedbackRoutes } from './feedback-routes.ts';
export { liveRoutes } from './live-routes.ts';
export { adminMessageRoutes } from './messages-admin-routes.ts';
export { messageRoutes } from './messages-routes.ts';
export { adminNoticeRoutes } from './notices-admin-routes.ts';
export { noticeRoutes } from './notices-routes.ts';
export { adminServiceRoutes } from './service-admin-routes.ts';
export { serviceRoutes } from './service-routes.ts';
