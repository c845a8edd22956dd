package desolated

import (
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestGuideCards checks that the guide finds the cards its pictures show:
// a chain of three whose touching edges link.
func TestGuideCards(t *testing.T) {
	chain, infl, lm := guideCards()
	for i, id := range chain {
		if id < 0 {
			t.Fatalf("guideCards found no chain of three: %v", chain)
		}
		if i > 0 && dr.Materials[chain[i-1]].RightLink != dr.Materials[id].LeftLink {
			t.Errorf("cards %d and %d of the guide's chain do not link", i-1, i)
		}
	}
	if dr.Influences[infl].VP == 0 || !dr.Landmarks[lm].Storage {
		t.Errorf("guideCards: Influence %d (VP %d), Landmark %d (storage %v), want points and storage", infl, dr.Influences[infl].VP, lm, dr.Landmarks[lm].Storage)
	}
}

// TestGuidePictures draws every page's picture, and writes them to
// $STARBOARD_SHOTS when it is set.
func TestGuidePictures(t *testing.T) {
	text := scenes.NewSpriteText()
	dir := os.Getenv("STARBOARD_SHOTS")
	for i, page := range guide {
		var err error
		scenetest.Do(func() {
			img := ebiten.NewImage(int(scenes.PictureW), int(scenes.PictureH))
			img.Fill(colTable)
			pic := scenes.RenderPicture(page.Picture, 1, text)
			img.DrawImage(pic, nil)
			if dir == "" {
				return
			}
			if err = os.MkdirAll(dir, 0o755); err != nil {
				return
			}
			var f *os.File
			if f, err = os.Create(filepath.Join(dir, "desolated-guide-"+strconv.Itoa(i+1)+".png")); err != nil {
				return
			}
			defer f.Close()
			err = png.Encode(f, img)
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
