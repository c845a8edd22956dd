//go:build !js

package remote

import (
	"context"
	"fmt"
	"net/http"
	"strings"
)

// ServesBrowserGame reports whether the server at address (the http or
// https address its invitation links start with) sends the browser build,
// so that a link opens the game on a phone: it asks for the build's
// program, starboard.wasm, without fetching it. A server started without a
// build answers its own page at / and nothing there.
func ServesBrowserGame(ctx context.Context, address string) (bool, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodHead, strings.TrimSuffix(address, "/")+"/starboard.wasm", nil)
	if err != nil {
		return false, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return false, err
	}
	resp.Body.Close()
	switch {
	case resp.StatusCode == http.StatusOK:
		return true, nil
	case resp.StatusCode == http.StatusNotFound:
		return false, nil
	}
	return false, fmt.Errorf("%s answers %s for the browser build", address, resp.Status)
}
