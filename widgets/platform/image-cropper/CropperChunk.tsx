/** The image cropper's surface and look (cropperjs inside), as one chunk loaded when a picture is first cropped. */
import './image-cropper.css';

export { ImageCropperView as default } from './ImageCropperView';
