package shelf

import (
	"image"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/ai"
	"starboard/match"
	"starboard/rules"
	"starboard/rules/catalog"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
	"starboard/sprites"
)

func TestMain(m *testing.M) {
	os.Setenv("STARBOARD_AUDIO", "off")
	scenetest.Main(m)
}

// TestEveryTitleIsComplete walks the shelf: each title has its rules in
// the catalog, a table and an attract screen that run a match, a guide
// whose pages all draw, an emblem, a palette and a pitch; every title of
// the catalog is on the shelf; no slug is used twice.
func TestEveryTitleIsComplete(t *testing.T) {
	titles := Titles()
	if len(titles) == 0 {
		t.Fatal("the shelf is empty")
	}
	slugs := map[string]bool{}
	for _, c := range catalog.All() {
		slugs[c.Slug] = false
	}
	for _, title := range titles {
		slug := title.Slug()
		t.Run(slug, func(t *testing.T) {
			if done, ok := slugs[slug]; !ok {
				t.Errorf("%s is not in the catalog (rules/catalog.All)", slug)
			} else if done {
				t.Errorf("%s is twice on the shelf", slug)
			}
			slugs[slug] = true
			if c, err := catalog.Find(slug); err != nil || c.Name != title.Rules.Name || c.Ruleset != title.Rules.Ruleset {
				t.Errorf("the shelf's rules of %s are not the catalog's (%q %q, want %q %q; %v)", slug, title.Rules.Name, title.Rules.Ruleset, c.Name, c.Ruleset, err)
			}
			if !title.Playable() {
				t.Errorf("%s cannot be played: rules or table missing", slug)
			}
			if title.Pitch == "" {
				t.Errorf("%s has no pitch", slug)
			}
			if title.Palette == (sprites.TitlePalette{}) {
				t.Errorf("%s has no palette", slug)
			}
			if title.Emblem == nil {
				t.Errorf("%s has no emblem", slug)
			}
			if len(title.Guide) == 0 {
				t.Errorf("%s has no guide", slug)
			}
			for i, p := range title.Guide {
				if p.Title == "" || p.Text == "" || p.Picture == nil {
					t.Errorf("%s: guide page %d lacks a heading, a text or a picture", slug, i+1)
				}
			}
			if title.Table == nil || title.Attract == nil {
				t.Fatalf("%s: table %v, attract %v: want both", slug, title.Table != nil, title.Attract != nil)
			}
			checkDraws(t, &title)
			checkRuns(t, &title, title.Table, match.Human)
			checkRuns(t, &title, title.Attract, match.BotPlayer(ai.Random))
		})
	}
	for slug, on := range slugs {
		if !on {
			t.Errorf("%s is in the catalog but not on the shelf (scenes/shelf.Titles)", slug)
		}
	}
	for _, p := range Planned() {
		if _, ok := slugs[p.Slug()]; ok {
			t.Errorf("%s is both on the shelf and planned", p.Slug())
		}
		if p.Rules.Name == "" || p.Pitch == "" || p.Emblem == nil || p.Playable() {
			t.Errorf("planned title %q: want a name, a pitch, an emblem and nothing to play", p.Slug())
		}
	}
}

// checkDraws draws the title's emblem and every picture of its guide, and
// checks that each leaves something on its image.
func checkDraws(t *testing.T, title *scenes.Title) {
	t.Helper()
	scenetest.Do(func() {
		img := ebiten.NewImage(96, 96)
		title.Emblem(img, 48, 44)
		if !painted(img) {
			t.Errorf("%s: the emblem draws nothing", title.Slug())
		}
		img.Deallocate()
		for i, p := range title.Guide {
			pic := scenes.RenderPicture(p.Picture, 1, scenes.NewSpriteText())
			if !painted(pic) {
				t.Errorf("%s: the picture of guide page %d draws nothing", title.Slug(), i+1)
			}
			pic.Deallocate()
		}
	})
}

// painted reports whether any pixel of img is not transparent.
func painted(img *ebiten.Image) bool {
	b := img.Bounds()
	px := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(px)
	for i := 3; i < len(px); i += 4 {
		if px[i] != 0 {
			return true
		}
	}
	return false
}

// checkRuns starts a match of the title whose first seat is player and
// the others random bots, shows it on the screen that newScreen makes, and
// runs a hundred ticks, drawing a few.
func checkRuns(t *testing.T, title *scenes.Title, newScreen scenes.TableFunc, player match.Player) {
	t.Helper()
	n := max(title.Rules.MinSeats, min(2, title.Rules.MaxSeats))
	seats := make([]match.SeatConfig, n)
	for i := range seats {
		seats[i] = match.SeatConfig{Name: []string{"Ada", "Bruno", "Chandra"}[i%3], Player: match.BotPlayer(ai.Random)}
	}
	seats[0].Player = player
	m, err := match.New(match.Config{Title: title.Rules, Setup: rules.Setup{Seats: n, Seed: 3}, Seats: seats, Pace: time.Millisecond})
	if err != nil {
		t.Fatalf("%s: %v", title.Slug(), err)
	}
	defer m.Close()
	app := &scenes.App{Text: scenes.NewSpriteText(), Settings: scenes.DefaultSettings(), Shelf: []scenes.Title{*title}}
	var px [4]byte
	scenetest.Do(func() {
		root := scenes.NewRoot(app, newScreen(m), new(input.Script))
		screen := scenetest.NewScreen(root, 1280, 720)
		for i := range 120 {
			root.LayoutF(1280, 720)
			if err := root.Update(); err != nil {
				t.Errorf("%s: tick %d: %v", title.Slug(), i, err)
				return
			}
			if i%40 == 0 {
				root.Draw(screen.Image)
			}
		}
		screen.Image.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(px[:])
	})
}
