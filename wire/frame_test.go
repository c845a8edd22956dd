package wire

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"starboard/rules"
)

// TestFramesRoundTrip: every kind of frame reads back as it was written.
func TestFramesRoundTrip(t *testing.T) {
	client := []Frame{
		{Kind: KindCreate, Create: &Create{Title: "gods", Options: map[string]string{"faces": "easy"}, Seats: []SeatSpec{{Name: "Ada"}, {Name: "Bot", Bot: "hard"}}}},
		{Kind: KindJoin, Join: &Join{Code: "K7Q2", Token: "abc"}},
		{Kind: KindWatch, Watch: &Watch{Code: "K7Q2"}},
		{Kind: KindMove, Move: &Move{ID: 9, Text: "designate B", Revision: 4}},
		{Kind: KindMove, Move: &Move{ID: 10, Text: "flip B3", Revision: 5, For: "abc"}},
		{Kind: KindFill, Fill: &Fill{Code: "K7Q2", Token: "abc", Bot: "easy"}},
		{Kind: KindEnd, End: &End{Code: "K7Q2", Tokens: []string{"abc", "def"}}},
		{Kind: KindPing},
	}
	for _, f := range client {
		b, err := Encode(f)
		if err != nil {
			t.Fatal(err)
		}
		got, err := DecodeClient(b)
		if err != nil || !reflect.DeepEqual(got, f) {
			t.Errorf("%s: read back as %+v (%v)", f.Kind, got, err)
		}
	}
	server := []Frame{
		{Kind: KindWelcome, Welcome: &Welcome{Protocol: Protocol, Rulesets: map[string]string{"gods": "gods-1"}, Layouts: map[string]uint64{"gods": 1 << 60}}},
		{Kind: KindState, State: &State{Revision: 3, View: []byte{0, 1, 255}, Started: true, Entry: &Entry{Number: 3, Seat: 1, Text: "place 2", Events: []rules.Event{{Kind: 4, Seat: 1, A: rules.Unknown, Secret: rules.SecretA}}}}},
		{Kind: KindRefused, Refused: &Refused{ID: 9, Reason: "not your turn"}},
		{Kind: KindEnded},
	}
	for _, f := range server {
		b, err := Encode(f)
		if err != nil {
			t.Fatal(err)
		}
		got, err := DecodeServer(b)
		if err != nil || !reflect.DeepEqual(got, f) {
			t.Errorf("%s: read back as %+v (%v)", f.Kind, got, err)
		}
	}
	// A field a newer server added is skipped by an older client.
	later := []byte(`{"kind":"refused","refused":{"id":9,"reason":"not your turn","since":"a later field"},"later":true}`)
	if got, err := DecodeServer(later); err != nil || got.Refused == nil || got.Refused.Reason != "not your turn" {
		t.Errorf("a frame with fields added later read as %+v (%v)", got, err)
	}
}

// TestBadClientFramesAreRefused: what a client may not send is an error
// wrapping ErrFrame, never a panic and never a frame acted on.
func TestBadClientFramesAreRefused(t *testing.T) {
	bad := map[string]string{
		"not JSON":                 `{kind:`,
		"two frames":               `{"kind":"ping"}{"kind":"ping"}`,
		"unknown field":            `{"kind":"ping","admin":true}`,
		"unknown kind":             `{"kind":"shutdown"}`,
		"a server's kind":          `{"kind":"state","state":{"revision":1}}`,
		"no body":                  `{"kind":"move"}`,
		"move without id":          `{"kind":"move","move":{"text":"pass"}}`,
		"negative revision":        `{"kind":"move","move":{"id":1,"text":"pass","revision":-1}}`,
		"no seats":                 `{"kind":"create","create":{"title":"gods","seats":[]}}`,
		"too many seats":           `{"kind":"create","create":{"title":"gods","seats":[{},{},{},{},{},{},{},{},{}]}}`,
		"long token":               `{"kind":"join","join":{"code":"A","token":"` + strings.Repeat("x", 300) + `"}}`,
		"oversized":                `{"kind":"ping","pad":"` + strings.Repeat("x", MaxClientFrame) + `"}`,
		"not UTF-8":                "{\"kind\":\"watch\",\"watch\":{\"code\":\"\xff\"}}",
		"a number for kind":        `{"kind":7}`,
		"end without tokens":       `{"kind":"end","end":{"code":"K7Q2","tokens":[]}}`,
		"end, an empty token":      `{"kind":"end","end":{"code":"K7Q2","tokens":[""]}}`,
		"a long token to move for": `{"kind":"move","move":{"id":1,"text":"pass","for":"` + strings.Repeat("x", 300) + `"}}`,
	}
	for name, src := range bad {
		if f, err := DecodeClient([]byte(src)); !errors.Is(err, ErrFrame) {
			t.Errorf("%s: read as %+v, %v", name, f, err)
		}
	}
}

// FuzzDecodeClient: no input panics the server's reader.
func FuzzDecodeClient(f *testing.F) {
	f.Add([]byte(`{"kind":"move","move":{"id":1,"text":"pass","revision":2}}`))
	f.Add([]byte(`{"kind":"create","create":{"title":"gods","seats":[{"name":"A"}]}}`))
	f.Fuzz(func(t *testing.T, src []byte) {
		if fr, err := DecodeClient(src); err == nil && fr.Kind == "" {
			t.Fatal("a frame without a kind was accepted")
		}
	})
}
