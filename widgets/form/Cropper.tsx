/** The image cropper's surface and look, as one chunk the picture field loads when a picture is first cropped. */
import '../image-cropper/image-cropper.css';

export { ImageCropperView as default } from '../image-cropper/ImageCropperView';
