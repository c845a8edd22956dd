package gods

import (
	"fmt"
	"testing"

	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

func within(r, a scenes.Rect) bool {
	return r.X >= a.X-0.5 && r.Y >= a.Y-0.5 && r.X+r.W <= a.X+a.W+0.5 && r.Y+r.H <= a.Y+a.H+0.5 && r.W > 0 && r.H > 0
}

// TestLayoutAtEverySize lays the board out in the area the kit gives it
// at every size a table is made for: the continents, the strip and the
// bag lie inside the area and apart, every space is large enough for a
// finger, and the kit's buttons stay clear of the board.
func TestLayoutAtEverySize(t *testing.T) {
	for _, size := range scenetest.Sizes {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			m := scenetest.NewMatch(t, gods.Title, 3, nil, "human", "bot:random", "bot:random", "bot:random")
			r := scenetest.NewRig(t, m, New(m), size[0], size[1])
			r.Step(4)
			s := shell(r)
			b := board(s)
			l := &b.lay
			a := l.area
			w, h, _ := r.Screen.Root.Size()
			if !within(a, scenes.Rect{W: w, H: h}) {
				t.Fatalf("the board's area %+v leaves the %.0fx%.0f canvas", a, w, h)
			}
			regions := map[string]scenes.Rect{"strip": l.bar, "bag": l.bag, "words": l.words, "fan": l.fan}
			for c := 0; c < gods.Continents; c++ {
				regions[fmt.Sprintf("continent %c", 'A'+c)] = l.cont[c]
				if l.cont[c].Overlaps(l.bar) {
					t.Errorf("continent %c %+v overlaps the strip %+v", 'A'+c, l.cont[c], l.bar)
				}
				if band := scenes.BannerBand(b.BannerArea()); band.Overlaps(l.tab[c]) || band.Overlaps(l.bar) {
					t.Errorf("a banner's band %+v covers the heading of continent %c %+v or the strip %+v", band, 'A'+c, l.tab[c], l.bar)
				}
				for sp := 0; sp < gods.Spaces; sp++ {
					rc := b.SpaceRect(c, sp)
					if min(rc.W, rc.H) < scenes.MinTarget {
						t.Errorf("space %c%d is %.0f wide, want at least %d", 'A'+c, sp+1, rc.W, scenes.MinTarget)
					}
					if !within(rc, l.cont[c]) {
						t.Errorf("space %c%d %+v lies outside its continent %+v", 'A'+c, sp+1, rc, l.cont[c])
					}
				}
			}
			for name, rc := range regions {
				if !within(rc, a) {
					t.Errorf("%s at %+v lies outside the board's area %+v", name, rc, a)
				}
			}
			if l.fan.Overlaps(l.words) || l.words.Overlaps(l.bag) {
				t.Errorf("the fan %+v, the words %+v and the bag %+v overlap", l.fan, l.words, l.bag)
			}
			for _, name := range []string{"undo", "menu", "sheet-button"} {
				rc, ok := scenes.FindTarget(s, name)
				if !ok {
					t.Errorf("the table has no %s", name)
					continue
				}
				if rc.Overlaps(a) {
					t.Errorf("%s %+v lies on the board %+v", name, rc, a)
				}
			}
		})
	}
}
