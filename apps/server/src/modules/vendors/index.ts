export { demoVendorAdapter } from './demo-vendor-adapter.ts';
export { signedPost } from './signed-post.ts';
export { type VendorAdapter, type VendorDirectory, vendorPlayerName } from './vendor-adapter.ts';
