package sprites

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// fillTile is the largest side, in pixels, of the region one call of
// Ebitengine's path filler covers here.
//
// The filler renders every path through a stencil image that is shared by
// the whole program, sized for the largest batch of paths it has ever held
// and never shrunk, and cleared whole at each batch. One large path (a card
// shown large, a backdrop) left it megapixels wide, and from then on every
// small shape cost a clear of all of it: the screen tests of a package ran
// three to eight times slower after one long press, a table opening after
// a zoom too. A larger path is filled tile by tile, each tile flushed on
// its own, so the stencil stays as small as a tile.
const fillTile = 320

// AntiAlias says whether FillPath and StrokePath may antialias the paths
// they are asked to. The game always does. The screen tests, which check
// where things are and what they say rather than how smooth their edges
// look, turn it off (scenetest.Main): on software GL the filler's
// antialiasing renders every path several times through its stencil, and
// without it a screen test package runs in a fifth to half less time.
// Their screenshots and the benchmarks keep it on.
var AntiAlias = true

// flushInk is a transparent pixel: drawing it on an image makes the filler
// render the paths waiting for that image, and changes nothing.
var flushInk *ebiten.Image

// FillPath fills p on dst as vector.FillPath does, keeping the filler's
// stencil image small (see fillTile).
func FillPath(dst *ebiten.Image, p *vector.Path, fo *vector.FillOptions, do *vector.DrawPathOptions) {
	if !AntiAlias && do != nil && do.AntiAlias {
		plain := *do
		plain.AntiAlias = false
		do = &plain
	}
	b := p.Bounds().Intersect(dst.Bounds())
	if b.Dx() <= fillTile && b.Dy() <= fillTile {
		vector.FillPath(dst, p, fo, do)
		return
	}
	flushPaths(dst) // the small paths waiting go first, on their own
	for y := b.Min.Y; y < b.Max.Y; y += fillTile {
		for x := b.Min.X; x < b.Max.X; x += fillTile {
			tile := image.Rect(x, y, min(x+fillTile, b.Max.X), min(y+fillTile, b.Max.Y))
			vector.FillPath(dst.SubImage(tile).(*ebiten.Image), p, fo, do)
			flushPaths(dst)
		}
	}
}

// StrokePath strokes p on dst as vector.StrokePath does, keeping the
// filler's stencil image small (see fillTile).
func StrokePath(dst *ebiten.Image, p *vector.Path, so *vector.StrokeOptions, do *vector.DrawPathOptions) {
	var stroke vector.Path
	op := &vector.AddStrokeOptions{}
	if so != nil {
		op.StrokeOptions = *so
	}
	stroke.AddStroke(p, op)
	FillPath(dst, &stroke, nil, do)
}

// flushPaths makes the filler render the paths waiting for dst.
func flushPaths(dst *ebiten.Image) {
	if flushInk == nil {
		flushInk = ebiten.NewImage(1, 1)
	}
	dst.DrawImage(flushInk, nil)
}
