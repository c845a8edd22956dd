package gods

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestArtBuildsSmallImagesFourToALargeOne: a frame builds at most
// imagesPerFrame large images, and four small ones (a pawn of the aid)
// for each large one, so the aid's icons come at once, not over seconds.
func TestArtBuildsSmallImagesFourToALargeOne(t *testing.T) {
	built := func(big bool) int {
		a := newArt()
		a.budget(&scenes.Canvas{App: &scenes.App{}})
		n := 0
		scenetest.Do(func() {
			for i := range 100 {
				k := imgKey{what: imgDisc, a: int16(i), r: 20}
				if big {
					k = imgKey{what: imgSky, a: int16(i), w: 600, h: 400}
				}
				if a.get(k, func() *ebiten.Image { return ebiten.NewImage(1, 1) }) != nil {
					n++
				}
			}
		})
		return n
	}
	if n := built(true); n != imagesPerFrame() {
		t.Errorf("a frame built %d large images, want %d", n, imagesPerFrame())
	}
	if n := built(false); n != 4*imagesPerFrame() {
		t.Errorf("a frame built %d small images, want %d", n, 4*imagesPerFrame())
	}
}
