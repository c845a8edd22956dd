package scenetest

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"starboard/scenes"
)

// GuidePictures draws every picture of a title's guide and fails the test
// when one paints fewer than half of its rows; with $STARBOARD_SHOTS set it
// saves them there as <slug>-guide-<n>.png.
func GuidePictures(t *testing.T, slug string, guide []scenes.GuidePage) {
	t.Helper()
	dir := os.Getenv("STARBOARD_SHOTS")
	if dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for i, page := range guide {
		var img *image.RGBA
		Do(func() {
			pic := scenes.RenderPicture(page.Picture, 1.5, scenes.NewSpriteText())
			img = image.NewRGBA(pic.Bounds())
			pic.ReadPixels(img.Pix)
			pic.Deallocate()
		})
		b := img.Bounds()
		rows := 0
		for y := 0; y < b.Dy(); y++ {
			for x := 0; x < b.Dx(); x++ {
				if img.Pix[(y*b.Dx()+x)*4+3] != 0 {
					rows++
					break
				}
			}
		}
		if rows < b.Dy()/2 {
			t.Errorf("guide page %d (%s): only %d of %d rows painted", i+1, page.Title, rows, b.Dy())
		}
		if dir == "" {
			continue
		}
		f, err := os.Create(filepath.Join(dir, fmt.Sprintf("%s-guide-%d.png", slug, i+1)))
		if err != nil {
			t.Fatal(err)
		}
		err = png.Encode(f, img)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}
