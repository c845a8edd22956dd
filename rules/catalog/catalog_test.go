package catalog

import "testing"

func TestFind(t *testing.T) {
	g, err := Find("gods")
	if err != nil || g.Slug != "gods" {
		t.Fatalf("Find(gods) = %v, %v", g.Slug, err)
	}
	if _, err := Find("chess"); err == nil {
		t.Error("Find(chess) found something")
	}
	for _, title := range All() {
		if title.Build == nil || title.Ruleset == "" || title.MinSeats < 1 || title.MaxSeats < title.MinSeats {
			t.Errorf("title %q is incomplete", title.Slug)
		}
	}
}
