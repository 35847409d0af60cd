/** A multipart/form-data body of one file field, as a browser's upload form sends it. */
export function multipartFile(field: string, file: Buffer, filename = 'photo.png', type = 'image/png') {
  const boundary = '----mitumba-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    file, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
