export { uploadFile, signForWeb, getUploadToken, SIGN_PATH, TOKEN_PATH, COS_REGION } from './uploadFile';
export { cosPolicy, cosSignature, cosPostFields } from './cosPost';
export type { UploadSignature, UploadCredentials, UploadOptions, UploadResult } from './uploadFile';
export { fileKey, extensionOf } from './fileKey';
export { readImageFile, imageFileNotFound, UploadError, IMAGE_FILE_NOT_FOUND } from './readImageFile';
