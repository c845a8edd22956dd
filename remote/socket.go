//go:build !js

package remote

import (
	"context"

	"github.com/coder/websocket"

	"starboard/wire"
)

// dialSocket opens a WebSocket to url with the coder/websocket client.
func dialSocket(ctx context.Context, url string) (socket, error) {
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(wire.MaxServerFrame)
	return nativeSocket{ws}, nil
}

// nativeSocket is a socket over coder/websocket.
type nativeSocket struct{ ws *websocket.Conn }

func (s nativeSocket) Read(ctx context.Context) ([]byte, error) {
	_, b, err := s.ws.Read(ctx)
	return b, err
}

func (s nativeSocket) Write(ctx context.Context, b []byte) error {
	return s.ws.Write(ctx, websocket.MessageText, b)
}

func (s nativeSocket) Close(reason string) error {
	return s.ws.Close(websocket.StatusNormalClosure, reason)
}

func (s nativeSocket) CloseNow() { s.ws.CloseNow() }
