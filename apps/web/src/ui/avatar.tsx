export interface AvatarProps {
  src: string;
  /** Width and height in CSS pixels. */
  size?: number;
}

/** A user's round picture; decorative, since the name is always written beside it or in a label. */
export function Avatar({ src, size = 32 }: AvatarProps) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-full bg-zinc-200 object-cover dark:bg-zinc-700"
      style={{ width: size, height: size }}
    />
  );
}
