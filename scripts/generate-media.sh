#!/usr/bin/env bash
# Generates every media file the site ships, deterministically, into public/:
#   public/media/reel.mp4 (+ poster)          looping home reel
#   public/media/reel-alt.mp4 (+ poster)      alternate background for employment mode
#   public/media/showcase/*.mp4 (+ .webp)     three showcase films and a vertical cut
#   public/media/case-studies/<slug>/*.webp   thumbnail, hero, gallery-1..3 per case study
#   public/og-default.jpg, favicon.ico, icon-192.png, icon-512.png, apple-touch-icon.png
# Needs Debian's ffmpeg, imagemagick and woff2 (apt-get install -y ffmpeg imagemagick woff2).
# The app never needs these tools at run time; the outputs are committed.
set -euo pipefail

cd "$(dirname "$0")/.."
for tool in ffmpeg convert woff2_decompress; do
  command -v "$tool" >/dev/null || { echo "missing $tool: apt-get install -y ffmpeg imagemagick woff2" >&2; exit 1; }
done

OUT=public
MEDIA=$OUT/media
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$MEDIA/showcase" "$MEDIA/case-studies"

# The full fonts the site subsets (assets/fonts), decompressed for ffmpeg and ImageMagick.
cp assets/fonts/instrument-serif-latin-400-normal.woff2 "$WORK/serif.woff2"
cp assets/fonts/inter-latin-wght-normal.woff2 "$WORK/sans.woff2"
woff2_decompress "$WORK/serif.woff2" && woff2_decompress "$WORK/sans.woff2"
SERIF=$WORK/serif.ttf
SANS=$WORK/sans.ttf

FFMPEG=(ffmpeg -hide_banner -loglevel error -y)
X264=(-c:v libx264 -preset slow -threads 2 -pix_fmt yuv420p -movflags +faststart -an
  -map_metadata -1 -fflags +bitexact -flags:v +bitexact)
MAGICK_OUT=(-strip -define png:exclude-chunks=date,time)

# A light-streak "plate": a linear gradient sweeping over a slowly turning radial glow.
# plate <w> <h> <seconds> <seed> <c0> <c1> <c2> <c3>  -> lavfi filter graph on stdout
plate() {
  local w=$1 h=$2 d=$3 seed=$4
  echo "gradients=s=${w}x${h}:r=24:d=${d}:n=4:c0=$5:c1=$6:c2=$7:c3=$8:speed=0.015:seed=${seed}:t=linear,format=gbrp[p${seed}a];" \
    "gradients=s=${w}x${h}:r=24:d=${d}:n=3:c0=0x000000:c1=$6:c2=0x000000:speed=0.03:seed=$((seed + 1)):t=radial,format=gbrp[p${seed}b];" \
    "[p${seed}a][p${seed}b]blend=all_mode=screen,vignette=PI/4,format=yuv420p"
}

# video <out.mp4> <w> <h> <crf> <segment seconds> <palette>... (each palette "seed c0 c1 c2 c3")
# Segments cross-fade into each other (1 s).
video() {
  local out=$1 w=$2 h=$3 crf=$4 seg=$5
  shift 5
  local graph="" i=0 prev="" offset
  for palette in "$@"; do
    # shellcheck disable=SC2086
    set -- $palette
    graph+="$(plate "$w" "$h" "$seg" "$1" "$2" "$3" "$4" "$5")[s$i];"
    if [ $i -eq 0 ]; then
      prev="s0"
    else
      offset=$(( i * (seg - 1) ))
      graph+="[$prev][s$i]xfade=transition=fade:duration=1:offset=$offset[x$i];"
      prev="x$i"
    fi
    i=$((i + 1))
  done
  graph+="[$prev]null[v]"
  "${FFMPEG[@]}" -filter_complex "$graph" -map "[v]" "${X264[@]}" -crf "$crf" "$out"
}

# still <video> <seconds> <out>: one frame of a video as an image
still() { "${FFMPEG[@]}" -ss "$2" -i "$1" -frames:v 1 "$3"; }

echo "reel"
video "$MEDIA/reel.mp4" 1280 720 30 5 \
  "7 0x07070a 0x0b1830 0xffb547 0x050608" \
  "21 0x07070a 0x3a0f22 0xff7a59 0x120818" \
  "35 0x04121a 0x0f4c5c 0xffc877 0x07070a" \
  "49 0x07070a 0x0b1830 0xffb547 0x050608"
still "$MEDIA/reel.mp4" 0 "$WORK/reel-poster.png"
convert "$WORK/reel-poster.png" -quality 70 "${MAGICK_OUT[@]}" "$MEDIA/reel-poster.webp"

echo "reel-alt"
video "$MEDIA/reel-alt.mp4" 1280 720 30 5 \
  "63 0x050a08 0x0f3b2e 0x9be7c4 0x06090c" \
  "77 0x05070d 0x14213d 0x8fb8ff 0x050608" \
  "91 0x050a08 0x0f3b2e 0x9be7c4 0x06090c"
still "$MEDIA/reel-alt.mp4" 0 "$WORK/reel-alt-poster.png"
convert "$WORK/reel-alt-poster.png" -quality 70 "${MAGICK_OUT[@]}" "$MEDIA/reel-alt-poster.webp"

# Showcase films: a plate with the title set in the site's display face, fading in and out.
# showcase <name> <title> <w> <h> <seed> <c0> <c1> <c2> <c3>
showcase() {
  local name=$1 title=$2 w=$3 h=$4 size=$(( $3 < $4 ? $3 / 8 : $4 / 6 ))
  local text="drawtext=fontfile=$SERIF:text='$title':fontcolor=0xf4f1ea:fontsize=$size:x=(w-text_w)/2:y=(h-text_h)/2"
  text+=":alpha='if(lt(t,1),t,if(gt(t,5),max(0,6-t),1))'"
  "${FFMPEG[@]}" -filter_complex "$(plate "$w" "$h" 6 "$5" "$6" "$7" "$8" "$9"),$text[v]" -map "[v]" "${X264[@]}" -crf 31 \
    "$MEDIA/showcase/$name.mp4"
  still "$MEDIA/showcase/$name.mp4" 2.5 "$WORK/$name.png"
  convert "$WORK/$name.png" -quality 72 "${MAGICK_OUT[@]}" "$MEDIA/showcase/$name.webp"
}

echo "showcase"
showcase brand-film "Brand Films" 640 360 101 0x07070a 0x0b1830 0xffb547 0x050608
showcase social-series "Social-First Series" 640 360 111 0x0c0708 0x4a1e2a 0xffb8a0 0x1c0d14
showcase launch-spot "Launch Spots" 640 360 121 0x07060a 0x2a0f3d 0x3ef0b0 0x0a0a14
showcase vertical-cut "Vertical Cut" 360 640 131 0x04121a 0x0f4c5c 0xffc877 0x07070a

# Case-study stills: a frame of the case study's own plate, titled with the client's name.
# slug|client|industry|seed|c0 c1 c2 c3
CASE_STUDIES=(
  "imax|IMAX|Entertainment|201|0x050608 0x0b1a33 0x9fd3ff 0x050608"
  "harvest-table-summer-menu|Harvest Table|Food & Beverage|211|0x0d0704 0x4a1f0a 0xffb547 0x2c3a12"
  "keyward-password-manager|Keyward|Technology|221|0x05070d 0x14213d 0x7c5cff 0x06121f"
  "pacific-crest-go-further|Pacific Crest Outfitters|Retail|231|0x050a08 0x0f3b2e 0xe8a33d 0x0a1c2b"
  "lumina-health-open-enrollment|Lumina Health|Healthcare|241|0x06090c 0x103a4a 0x6ee7d8 0x0a0f1f"
  "driftwood-coffee-launch|Driftwood Coffee Roasters|Food & Beverage|251|0x0a0706 0x3b2414 0xd9a066 0x120b08"
  "harbor-hill-credit-union|Harbor & Hill Credit Union|Financial Services|261|0x05080c 0x0e2a47 0xf2c14e 0x071421"
  "velo-electric-ride-the-city|Velo Electric|Mobility|271|0x07060a 0x2a0f3d 0x3ef0b0 0x0a0a14"
  "solstice-skincare-glow-season|Solstice Skincare|Beauty|281|0x0c0708 0x4a1e2a 0xffb8a0 0x1c0d14"
)

# frame <w> <h> <seed> <palette...> <second> <out.png>
frame() {
  local w=$1 h=$2 seed=$3 c0=$4 c1=$5 c2=$6 c3=$7 at=$8 out=$9
  "${FFMPEG[@]}" -filter_complex "$(plate "$w" "$h" 12 "$seed" "$c0" "$c1" "$c2" "$c3")[v]" -map "[v]" \
    -ss "$at" -frames:v 1 "$out"
}

# titled <in.png> <out.webp> <client> <label> <point size>
titled() {
  local pad=$(( $5 / 2 ))
  convert "$1" \
    -font "$SANS" -pointsize $(( $5 / 5 )) -fill "#f4f1eacc" -kerning 3 -gravity northwest \
    -annotate +${pad}+${pad} "$4" \
    -font "$SERIF" -pointsize "$5" -fill "#f4f1ea" -kerning 0 -gravity southwest \
    -annotate +${pad}+$(( pad / 2 )) "$3" \
    -quality 74 "${MAGICK_OUT[@]}" "$2"
}

echo "case studies"
for entry in "${CASE_STUDIES[@]}"; do
  IFS='|' read -r slug client industry seed palette <<<"$entry"
  # shellcheck disable=SC2086
  set -- $palette
  dir="$MEDIA/case-studies/$slug"
  mkdir -p "$dir"
  label=$(echo "$industry" | tr '[:lower:]' '[:upper:]')
  frame 800 600 "$seed" "$@" 3 "$WORK/thumb.png"
  titled "$WORK/thumb.png" "$dir/thumbnail.webp" "$client" "$label" 64
  frame 1600 900 "$seed" "$@" 6 "$WORK/hero.png"
  titled "$WORK/hero.png" "$dir/hero.webp" "$client" "$label" 120
  for n in 1 2 3; do
    frame 1200 800 $(( seed + n * 3 )) "$@" $(( n * 3 )) "$WORK/gallery.png"
    titled "$WORK/gallery.png" "$dir/gallery-$n.webp" "$client" "0$n / 03" 56
  done
done

echo "brand images"
frame 1200 630 7 0x07070a 0x0b1830 0xffb547 0x050608 4 "$WORK/og.png"
convert "$WORK/og.png" \
  -font "$SANS" -pointsize 22 -fill "#ffb547" -kerning 6 -gravity northwest -annotate +72+72 "LOS ANGELES CREATIVE AGENCY" \
  -font "$SERIF" -pointsize 150 -fill "#f4f1ea" -kerning 0 -gravity southwest -annotate +66+150 "Northlight" \
  -font "$SERIF" -pointsize 54 -fill "#f4f1eacc" -gravity southwest -annotate +72+72 "Work that finds the light." \
  "${MAGICK_OUT[@]}" -quality 86 "$OUT/og-default.jpg"

# The mark: an amber "N" in the display face on the site's ink.
icon() {
  convert -size "$1x$1" xc:"#07070a" -font "$SERIF" -pointsize $(( $1 * 3 / 4 )) -fill "#ffb547" \
    -gravity center -annotate +0+$(( $1 / 24 )) "N" "${MAGICK_OUT[@]}" "$2"
}
icon 512 "$OUT/icon-512.png"
icon 192 "$OUT/icon-192.png"
icon 180 "$OUT/apple-touch-icon.png"
icon 48 "$WORK/icon-48.png"
icon 32 "$WORK/icon-32.png"
icon 16 "$WORK/icon-16.png"
convert "$WORK/icon-16.png" "$WORK/icon-32.png" "$WORK/icon-48.png" "${MAGICK_OUT[@]}" "$OUT/favicon.ico"

total=$(du -cb "$MEDIA" "$OUT"/og-default.jpg "$OUT"/favicon.ico "$OUT"/icon-*.png "$OUT"/apple-touch-icon.png | tail -1 | cut -f1)
printf 'media total: %s bytes (%.2f MB)\n' "$total" "$(echo "$total / 1048576" | bc -l)"
