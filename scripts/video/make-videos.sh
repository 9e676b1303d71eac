#!/usr/bin/env bash
# Renders the site's looping clips with Debian's ffmpeg: brand type in motion over ink, no audio.
# Every motion completes a whole number of cycles per clip, so the frame after the last equals
# the first and the clip loops without a seam.
# Usage: scripts/video/make-videos.sh [background|card-active|card-streetwear ...]
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
out="$root/app/assets/video"
# Anton ships with @fontsource as WOFF; FreeType (behind drawtext) reads WOFF directly.
font="$root/node_modules/@fontsource/anton/files/anton-latin-400-normal.woff"
[ -f "$font" ] || { echo "Missing $font: run npm ci first." >&2; exit 1; }

readonly fps=24 seconds=8
readonly frames=$((fps * seconds))
readonly ink=0x0c0c0c paper=0xf4f0e6 accent=0xe3ff3c bold=0xff4a2e

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One horizontal band of repeating type, echoed as a filtergraph chain labelled [$1].
# Copies sit one period apart (the text's own width `tw` plus a word space) and slide exactly
# `cycles` periods over the clip, so the band's last frame leads back into its first. Four
# copies cover the band as long as the text is at least a third of the band's width.
# Args: label width height text size color fill|outline left|right cycles background
band() {
  local label=$1 width=$2 height=$3 text=$4 size=$5 color=$6 style=$7 dir=$8 cycles=$9 bg=${10}
  local period="(tw+$size*0.3)" chain="" copy x
  local shift="mod(n*$period*$cycles/$frames\\,$period)"
  for copy in 0 1 2 3; do
    if [ "$dir" = left ]; then x="$copy*$period-$shift"; else x="($copy-1)*$period+$shift"; fi
    local at="x=$x:y=(h-$size*0.88)/2:fontfile=$font:fontsize=$size:text='$text'"
    if [ "$style" = outline ]; then
      # drawtext's border fills the glyph too, so knock the inside out with a second pass.
      chain+=",drawtext=$at:fontcolor=$color:borderw=2:bordercolor=$color,drawtext=$at:fontcolor=$bg"
    else
      chain+=",drawtext=$at:fontcolor=$color"
    fi
  done
  echo "color=c=$bg:s=${width}x$height:r=$fps$chain[$label];"
}

# Renders a filtergraph ending in [out] to a lossless master one frame longer than the clip,
# refuses to go on unless that extra frame equals frame 0 (the loop has no seam), then writes
# the web encodes and the poster (frame 0).
# Args: name filtergraph mp4-crf av1-crf
render() {
  local name=$1 graph=$2 crf264=$3 crfav1=$4 master="$work/$1.mkv" seam
  ffmpeg -hide_banner -loglevel error -y -filter_complex "$graph" -map '[out]' \
    -frames:v $((frames + 1)) -c:v ffv1 -pix_fmt yuv420p "$master"
  seam=$(ffmpeg -hide_banner -i "$master" -filter_complex \
    "[0]split[a][b];[a]select=eq(n\\,0),setpts=0[first];[b]select=eq(n\\,$frames),setpts=0[next];[first][next]psnr" \
    -f null - 2>&1 | grep -o 'average:[^ ]*')
  if [ "$seam" != average:inf ]; then
    echo "$name does not loop: frame $frames differs from frame 0 ($seam)" >&2
    exit 1
  fi
  ffmpeg -hide_banner -loglevel error -y -i "$master" -frames:v "$frames" -an -c:v libx264 \
    -preset veryslow -crf "$crf264" -pix_fmt yuv420p -profile:v high -g "$frames" \
    -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact "$out/$name.mp4"
  SVT_LOG=1 ffmpeg -hide_banner -loglevel error -y -i "$master" -frames:v "$frames" -an -c:v libsvtav1 \
    -preset 5 -crf "$crfav1" -g "$frames" -pix_fmt yuv420p \
    -map_metadata -1 -fflags +bitexact "$out/$name.webm"
  ffmpeg -hide_banner -loglevel error -y -i "$master" -frames:v 1 -c:v libwebp -quality 75 \
    -map_metadata -1 "$out/$name-poster.webp"
}

# Hero backdrop: tone-on-tone and outlined bands, kept dark so white hero text stays legible.
background() {
  render background "$(
    band b1 1280 180 'BLUNT • BOLD •' 170 "$paper@0.30" outline left 1 $ink
    band b2 1280 180 'A MINDSET YOU CAN WEAR •' 170 0x1c1c1c fill right 1 $ink
    band b3 1280 180 'WITTY. SARCASTIC. • RAW. UNFILTERED. •' 170 "$accent@0.45" outline left 1 $ink
    band b4 1280 180 'BOLD • BLUNT •' 170 0x1c1c1c fill right 1 $ink
    echo "[b1][b2][b3][b4]vstack=inputs=4,vignette=PI/5:dither=0[out]"
  )" 28 40
}

# Women's Active Wear: three columns of type running up and down like lane markings.
card-active() {
  render card-active "$(
    band c1 800 214 'ACTIVE •' 190 $accent fill left 1 $ink
    band c2 800 212 'LAST REP. LAST WORD. •' 150 $ink fill right 1 $accent
    band c3 800 214 'SWEAT-PROOF •' 190 "$paper@0.55" outline left 2 $ink
    echo "[c1][c2][c3]vstack=inputs=3,transpose=clock[out]"
  )" 28 40
}

# Women's Streetwear: tilted poster bands on the Bold red, shouting past each other.
card-streetwear() {
  render card-streetwear "$(
    band s1 1000 170 'STREETWEAR •' 160 $ink fill left 1 $bold
    band s2 1000 170 'NO TRANSLATION NEEDED •' 160 $paper outline right 1 $bold
    band s3 1000 170 'STREET-READY •' 160 $ink fill left 2 $bold
    band s4 1000 170 'STATEMENTS •' 160 $ink outline right 1 $bold
    band s5 1000 170 'NO TRANSLATION NEEDED •' 160 $paper fill left 1 $bold
    band s6 1000 170 'STREETWEAR •' 160 $ink outline right 2 $bold
    echo "[s1][s2][s3][s4][s5][s6]vstack=inputs=6,rotate=-0.14:fillcolor=$bold,crop=640:800[out]"
  )" 31 42
}

# Clip names as arguments render just those; no arguments renders all of them.
clips=("$@")
[ ${#clips[@]} -gt 0 ] || clips=(background card-active card-streetwear)
for clip in "${clips[@]}"; do
  case $clip in
    background | card-active | card-streetwear) "$clip" ;;
    *) echo "Unknown clip $clip" >&2 && exit 1 ;;
  esac
done
