package revive

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestGuidePicturesDraw draws every picture of the guide and checks that
// each paints most of its rows; with $STARBOARD_SHOTS set it saves them.
func TestGuidePicturesDraw(t *testing.T) {
	dir := os.Getenv("STARBOARD_SHOTS")
	for i, page := range guide {
		var img *image.RGBA
		scenetest.Do(func() {
			pic := scenes.RenderPicture(page.Picture, 1.5, scenes.NewSpriteText())
			b := pic.Bounds()
			img = image.NewRGBA(b)
			pic.ReadPixels(img.Pix)
			pic.Deallocate()
		})
		rows := 0
		b := img.Bounds()
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
		if dir != "" {
			f, err := os.Create(filepath.Join(dir, fmt.Sprintf("revive-guide-%d.png", i+1)))
			if err != nil {
				t.Fatal(err)
			}
			png.Encode(f, img)
			f.Close()
		}
	}
}
