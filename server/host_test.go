package server_test

import (
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"starboard/remote"
	"starboard/server"
	"starboard/wire"
)

// TestAHostServesAndKeepsItsTables: a Host started in the process serves
// the browser build at / and the game protocol beside it; a table created
// there is still there after the Host is stopped and started again on the
// same store. Without a browser build it says it has no pages.
func TestAHostServesAndKeepsItsTables(t *testing.T) {
	web, data := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(web, "index.html"), []byte("<title>Starboard</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	h, err := server.StartHost(server.HostConfig{Listen: "127.0.0.1:0", Data: data, Web: web})
	if err != nil {
		t.Fatal(err)
	}
	url := h.URL("127.0.0.1")
	if !h.Pages {
		t.Error("a host with a browser build says it has no pages")
	}
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if !strings.Contains(string(page), "Starboard") {
		t.Errorf("/ answered %q", page)
	}
	c, err := remote.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	made, err := c.Create(ctx, wire.Create{Title: "gods", Seats: []wire.SeatSpec{{Name: "Ada"}, {Name: "Bot", Bot: "easy"}}})
	c.Close()
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Close(); err != nil {
		t.Fatal(err)
	}

	h, err = server.StartHost(server.HostConfig{Listen: "127.0.0.1:0", Data: data})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if h.Pages {
		t.Error("a host without a browser build says it has pages")
	}
	// A seat's link opened there says what to do instead of a bare 404.
	if res, err := http.Get(h.URL("127.0.0.1")); err != nil {
		t.Fatal(err)
	} else {
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusNotFound || !strings.Contains(string(body), "Play online") {
			t.Errorf("a host without pages answers %d %q", res.StatusCode, body)
		}
	}
	m, err := remote.Join(ctx, h.URL("127.0.0.1"), made.Code, made.Invites[0].Key, remote.DefaultBackoff)
	if err != nil {
		t.Fatalf("the table made before the restart: %v", err)
	}
	m.Close()
}

// TestLANAddress: the address given to phones is an IPv4 address.
func TestLANAddress(t *testing.T) {
	if a := server.LANAddress(); strings.Count(a, ".") != 3 {
		t.Errorf("LANAddress() = %q", a)
	}
}
