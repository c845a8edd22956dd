package menu

import (
	"starboard/scenes"
)

// settingsScreen edits App.Settings; every change applies at once and is
// kept in the store shortly after.
type settingsScreen struct {
	chrome
	sliders   [3]*slider // master, effects, music
	sound     *segmented // On, Muted
	speed     *segmented // Normal, Fast, Instant
	screen    *segmented // Window, Fullscreen
	contrast  *segmented // Off, On
	rows      [7]float64 // the top of each row
	rowH      float64
	tall      bool // labels above the controls
	dirty     bool
	changedAt int64
	saveErr   string
}

var settingsLabels = [7]string{"Master volume", "Effects", "Music", "Sound", "Animation speed", "Display", "High contrast"}

func newSettings(sh *shell) *settingsScreen {
	s := &settingsScreen{chrome: newChrome(sh, "Settings")}
	st := sh.app.Settings
	s.sliders = [3]*slider{newSlider(st.Master), newSlider(st.Effects), newSlider(st.Music)}
	s.sound = newSegmented("sound", boolIndex(st.Muted), "On", "Muted")
	s.speed = newSegmented("speed", max(0, min(2, st.AnimationSpeed-1)), "Normal", "Fast", "Instant")
	s.screen = newSegmented("screen", boolIndex(st.Fullscreen), "Window", "Fullscreen")
	s.contrast = newSegmented("contrast", boolIndex(st.HighContrast), "Off", "On")
	return s
}

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Enter catches up with a fullscreen switched by its key.
func (s *settingsScreen) Enter(ctx *scenes.Context) {
	app := s.sh.app
	if !app.Kiosk && app.Settings.Fullscreen != isFullscreen() {
		app.Settings.Fullscreen = isFullscreen()
		s.screen.selected = boolIndex(app.Settings.Fullscreen)
		s.screen.mark()
	}
}

// A setting's row is settingsRowH tall, its label beside its controls; in
// a tall window settingsTallH, the label above them.
const settingsRowH, settingsTallH, settingsGap = 68.0, 116.0, 8.0

func (s *settingsScreen) layout(w, h float64) {
	s.chrome.layout(w, h)
	s.tall = tall(w, h)
	x, width := column(w, 1000, 48)
	rowH, ctlY := settingsRowH, 0.0
	if s.tall {
		x, width = column(w, 640, 32)
		rowH, ctlY = settingsTallH, settingsTallH-settingsRowH
	}
	s.rowH = rowH
	y := top(h, 7*rowH+6*settingsGap)
	right := x + width
	segW := 170.0
	if s.tall {
		segW = (width - 16) / 3
	}
	for i := range s.rows {
		s.rows[i] = y
		cy := y + ctlY + settingsRowH/2
		switch i {
		case 0, 1, 2:
			s.sliders[i].layout(right-min(600, width), cy-28, min(600, width), 56)
		case 3:
			s.sound.layout(right-s.sound.width(segW, 8), cy-28, segW, 56, 8)
		case 4:
			s.speed.layout(right-s.speed.width(segW, 8), cy-28, segW, 56, 8)
		case 5:
			s.screen.layout(right-s.screen.width(segW, 8), cy-28, segW, 56, 8)
		case 6:
			s.contrast.layout(right-s.contrast.width(segW, 8), cy-28, segW, 56, 8)
		}
		y += rowH + settingsGap
	}
}

func (s *settingsScreen) Update(ctx *scenes.Context) scenes.Change {
	ctx = s.fit.in(ctx, s.need(ctx.W, ctx.H))
	if idleHome(s.sh.app) {
		s.save()
		return scenes.Home(nil)
	}
	app := s.sh.app
	if s.chrome.update(ctx) {
		s.save()
		return scenes.Pop()
	}
	s.layout(ctx.W, ctx.H)
	st := &app.Settings
	changed, done := false, false
	for _, sl := range s.sliders {
		c, d := sl.update(ctx.In)
		changed = changed || c
		done = done || d
	}
	st.Master, st.Effects, st.Music = s.sliders[0].value, s.sliders[1].value, s.sliders[2].value
	if s.sound.update(ctx.In) {
		st.Muted = s.sound.selected == 1
		changed, done = true, true
	}
	if s.speed.update(ctx.In) {
		st.AnimationSpeed = s.speed.selected + 1
		changed, done = true, true
	}
	if !app.Kiosk && s.screen.update(ctx.In) {
		st.Fullscreen = s.screen.selected == 1
		changed, done = true, true
	}
	if s.contrast.update(ctx.In) {
		st.HighContrast = s.contrast.selected == 1
		changed, done = true, true
	}
	if changed {
		applySettings(app)
		s.dirty = true
		s.changedAt = ctx.Tick
	}
	if done {
		app.Play(sfxPick)
	}
	if s.dirty && ctx.Tick-s.changedAt >= 30 {
		s.save()
	}
	return scenes.Stay
}

func (s *settingsScreen) save() {
	if !s.dirty {
		return
	}
	s.dirty = false
	s.saveErr = ""
	if err := SaveSettings(s.sh.app); err != nil {
		s.saveErr = "Settings could not be kept: " + err.Error()
	}
}

func (s *settingsScreen) Draw(c *scenes.Canvas) {
	s.fit.begin(c, s.sh, s.need(c.W, c.H))
	defer s.fit.end(c)
	s.chrome.draw(c)
	s.layout(c.W, c.H)
	x, width := column(c.W, 1000, 48)
	labelY := settingsRowH/2 - 15
	if s.tall {
		x, width = column(c.W, 640, 32)
		labelY = 14
	}
	muted := c.App.Settings.Muted
	for i, y := range s.rows {
		c.RoundRect(scenes.Rect{X: x - 20, Y: y, W: width + 40, H: s.rowH}, 14, rgba(0x141a29, 0xd0))
		c.Bold(settingsLabels[i], x, y+labelY, 24, scenes.ColText, scenes.Left)
	}
	for _, sl := range s.sliders {
		sl.draw(c, muted)
	}
	s.sound.draw(c)
	s.speed.draw(c)
	if c.App.Kiosk {
		r := s.screen.buttons[0].Rect
		c.Text("Always fullscreen at a kiosk", x+width, r.Y+17, 20, dimColor(c), scenes.Right)
	} else {
		s.screen.draw(c)
	}
	s.contrast.draw(c)
	if s.saveErr != "" {
		c.Text(s.saveErr, c.W/2, c.H-40, 18, scenes.ColBad, scenes.Center)
	}
}

// Targets lists Back, the volume sliders ("music/plus") and the choices
// ("sound/muted").
func (s *settingsScreen) Targets(dst []scenes.Target) []scenes.Target {
	return s.fit.out(s.ownTargets(dst), len(dst))
}

// ownTargets lists the targets in the screen's own units.
func (s *settingsScreen) ownTargets(dst []scenes.Target) []scenes.Target {
	dst = s.chrome.targets(dst)
	for i, sl := range s.sliders {
		dst = sl.targets(dst, sliderNames[i])
	}
	dst = s.sound.targets(dst)
	dst = s.speed.targets(dst)
	if !s.sh.app.Kiosk {
		dst = s.screen.targets(dst)
	}
	return s.contrast.targets(dst)
}

// sliderNames name the volume sliders' targets, in order.
var sliderNames = [3]string{"master", "effects", "music"}

// need is the room the settings take.
func (s *settingsScreen) need(w, h float64) [2]float64 {
	if tall(w, h) {
		return [2]float64{704, 112 + 7*settingsTallH + 6*settingsGap + 48}
	}
	return [2]float64{1096, 112 + 7*settingsRowH + 6*settingsGap + 48}
}
