/** The ImageProbe port (infra FetchImageProbe in the app) the product commands ask before storing a photo URL. */
export const IMAGE_PROBE = Symbol('IMAGE_PROBE');
