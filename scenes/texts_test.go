package scenes_test

import (
	"testing"

	"starboard/scenes"
)

func TestTextsJoinOnceAndReuse(t *testing.T) {
	var tx scenes.Texts
	name := "Ada"
	if got := tx.Cat(name, "'s Ark", ""); got != "Ada's Ark" {
		t.Fatalf("Cat = %q, want %q", got, "Ada's Ark")
	}
	if n := testing.AllocsPerRun(100, func() { tx.Cat(name, "'s Ark", "") }); n != 0 {
		t.Errorf("joining the same parts again allocates %.0f times, want 0", n)
	}
	if got := tx.Cat("B", "", "x"); got != "Bx" {
		t.Errorf("Cat(B, , x) = %q", got)
	}
	for n, want := range map[int]string{0: "0", 7: "7", 999: "999", 1000: "1000", -3: "-3"} {
		if got := scenes.Itoa(n); got != want {
			t.Errorf("Itoa(%d) = %q, want %q", n, got, want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { _ = scenes.Itoa(412) }); n != 0 {
		t.Errorf("Itoa(412) allocates %.0f times, want 0", n)
	}
}
