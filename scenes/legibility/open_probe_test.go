package legibility

import (
	"os"
	"testing"

	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
)

func TestOpenProbe(t *testing.T) {
	for _, ti := range titles {
		if ti.name != os.Getenv("PROBE") {
			continue
		}
		m := scenetest.NewMatch(t, ti.title, 11, nil, ti.players...)
		warm := scenetest.NewMatch(t, titles[0].title, 11, nil, titles[0].players...)
		app := &scenes.App{Text: scenes.NewSpriteText(), Settings: scenes.DefaultSettings()}
		var scr *scenetest.Screen
		scenetest.Do(func() {
			scr = scenetest.NewScreen(scenes.NewRoot(app, titles[0].table(warm), new(input.Script)), 1280, 720)
		})
		for i := 0; i < 3; i++ {
			scenetest.Do(func() { scr.Root.LayoutF(1280, 720); scr.Root.Update(); scr.Root.Draw(scr.Image); scr.Image.At(0, 0) })
		}
		println("=====OPEN")
		scenetest.Do(func() { scr.Root = scenes.NewRoot(app, ti.table(m), new(input.Script)) })
		for i := 0; i < 3; i++ {
			scenetest.Do(func() { scr.Root.LayoutF(1280, 720); scr.Root.Update(); scr.Root.Draw(scr.Image); scr.Image.At(0, 0) })
			println("=====FRAME")
		}
	}
}
