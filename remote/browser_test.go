//go:build !js

package remote

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"starboard/internal/webserve"
)

// TestServesBrowserGame asks a server that sends the browser build and one
// that sends only its own page (no build) whether they serve the game.
func TestServesBrowserGame(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{"index.html": "<html></html>", "starboard.wasm": "\x00asm"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	with := httptest.NewServer(webserve.Handler(dir))
	defer with.Close()
	without := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Write([]byte("no browser game here"))
	}))
	defer without.Close()
	for _, c := range []struct {
		address string
		want    bool
	}{{with.URL, true}, {with.URL + "/", true}, {without.URL, false}} {
		got, err := ServesBrowserGame(context.Background(), c.address)
		if err != nil || got != c.want {
			t.Errorf("ServesBrowserGame(%s) = %v, %v; want %v", c.address, got, err, c.want)
		}
	}
	if _, err := ServesBrowserGame(context.Background(), "http://127.0.0.1:1"); err == nil {
		t.Error("a server that is not there: no error")
	}
}
