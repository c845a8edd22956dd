package table_test

import (
	"testing"

	"starboard/rules/toy"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
)

// blank is a screen pushed above the table that leaves on any tap.
type blank struct{ name string }

func (b *blank) Update(ctx *scenes.Context) scenes.Change {
	if ctx.In.Tap {
		return scenes.Pop()
	}
	return scenes.Stay
}

func (b *blank) Draw(c *scenes.Canvas) {}

func pauseLabels(r *scenetest.Rig) []string {
	var out []string
	for _, b := range shell(r).PauseButtons() {
		out = append(out, b.Label)
	}
	return out
}

func pauseButton(t *testing.T, r *scenetest.Rig, label string) scenes.Rect {
	t.Helper()
	for _, b := range shell(r).PauseButtons() {
		if b.Label == label {
			return b.Rect
		}
	}
	t.Fatalf("the pause menu has no %q button: %q", label, pauseLabels(r))
	return scenes.Rect{}
}

func TestPauseMenuOffersTheGuideAndSettingsAndComesBack(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, newToyTable(m), 1280, 720)
	guide, settings := &blank{"guide"}, &blank{"settings"}
	var slug string
	r.App.Guide = func(s string) scenes.Scene { slug = s; return guide }
	r.App.SettingsScreen = func() scenes.Scene { return settings }

	r.Script.Key(input.Back)
	r.Play()
	want := []string{"Resume", "How to play", "Settings", "Quit to menu"}
	if got := pauseLabels(r); len(got) != len(want) || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] || got[3] != want[3] {
		t.Fatalf("pause menu = %q, want %q", got, want)
	}
	for _, b := range shell(r).PauseButtons() {
		if b.Rect.H < 44 || b.Rect.Y+b.Rect.H > r.H || b.Rect.Y < 0 {
			t.Errorf("button %q at %+v: want at least 44 units tall and inside the %v-high window", b.Label, b.Rect, r.H)
		}
	}

	r.Tap(pauseButton(t, r, "How to play"))
	if top := r.Screen.Root.Top(); top != guide || slug != toy.Title.Slug {
		t.Fatalf("How to play opened %T for %q, want the guide of %q", top, slug, toy.Title.Slug)
	}
	r.Step(scenes.FadeTicks + 1) // a new screen takes no input while it fades in
	r.Tap(scenes.Rect{X: 10, Y: 10, W: 1, H: 1})
	if top := r.Screen.Root.Top(); top != scenes.Scene(r.Table) || shell(r).PauseButtons() == nil {
		t.Fatalf("after the guide closed the top is %T (pause up: %v), want the table with its pause menu", top, shell(r).PauseButtons() != nil)
	}

	r.Step(scenes.FadeTicks + 1)
	r.Tap(pauseButton(t, r, "Settings"))
	if top := r.Screen.Root.Top(); top != settings {
		t.Fatalf("Settings opened %T, want the settings screen", top)
	}
	r.Step(scenes.FadeTicks + 1) // a new screen takes no input while it fades in
	r.Tap(scenes.Rect{X: 10, Y: 10, W: 1, H: 1})

	r.Step(scenes.FadeTicks + 1)
	r.Script.Key(input.Back)
	r.Play()
	if shell(r).PauseButtons() != nil || r.Screen.Root.Top() != scenes.Scene(r.Table) {
		t.Fatalf("Back on the pause menu: pause still up %v, top %T; want the game resumed", shell(r).PauseButtons() != nil, r.Screen.Root.Top())
	}
}

func TestPauseMenuInAKioskHasNoSettings(t *testing.T) {
	m := scenetest.NewMatch(t, toy.Title, 1, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, newToyTable(m), 800, 600)
	r.App.Kiosk = true
	r.App.SettingsScreen = func() scenes.Scene { return &blank{} }
	r.Script.Key(input.Back)
	r.Play()
	if got := pauseLabels(r); len(got) != 2 || got[0] != "Resume" || got[1] != "Quit to menu" {
		t.Fatalf("kiosk pause menu = %q, want Resume and Quit to menu", got)
	}
}
