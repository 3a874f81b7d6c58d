"""The serve workers' socket for one answer (service/cli/bounded_worker.py OneSend): gunicorn writes an
answer's head, then its body; a head stating its Content-Length goes out in the body's send, every other
head at once, and nothing is ever reordered, lost or left unsent at the answer's end."""
from __future__ import annotations

from service.cli.bounded_worker import HEAD_WITH_BODY_BYTES, OneSend

HEAD = b"HTTP/1.1 201 CREATED\r\nServer: gunicorn\r\nContent-Type: application/json\r\nContent-Length: 13\r\n\r\n"


class Wire:
    """A socket that records each send."""

    def __init__(self) -> None:
        self.sends: list[bytes] = []

    def sendall(self, data: bytes) -> None:
        self.sends.append(data)

    def sendfile(self, file, offset=0, count=None) -> None:
        self.sends.append(b"<file>")

    def send(self, data: bytes) -> int:
        self.sends.append(data)
        return len(data)


def test_a_head_stating_its_length_goes_with_the_body_in_one_send():
    wire = Wire()
    answer = OneSend(wire)
    answer.sendall(HEAD)
    assert wire.sends == []
    answer.sendall(b'{"version":3}')
    answer.flush()
    assert wire.sends == [HEAD + b'{"version":3}']


def test_a_stream_head_goes_at_once_and_its_events_as_they_come():
    wire = Wire()
    answer = OneSend(wire)
    head = b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
    answer.sendall(head)
    assert wire.sends == [head]
    answer.sendall(b"data: 1\n\n")
    assert wire.sends == [head, b"data: 1\n\n"]


def test_a_head_without_a_body_is_sent_at_the_answers_end():
    wire = Wire()
    answer = OneSend(wire)  # a HEAD request's answer, or a 304's: gunicorn writes no body
    answer.sendall(HEAD)
    answer.flush()
    answer.flush()
    assert wire.sends == [HEAD]


def test_a_large_body_follows_its_head_in_a_send_of_its_own():
    wire = Wire()
    answer = OneSend(wire)
    body = b"x" * (HEAD_WITH_BODY_BYTES + 1)
    answer.sendall(HEAD)
    answer.sendall(body)
    assert wire.sends == [HEAD, body]


def test_a_held_head_goes_before_a_file_sent_from_the_socket():
    wire = Wire()
    answer = OneSend(wire)
    answer.sendall(HEAD)
    answer.sendfile(None, offset=0, count=13)
    assert wire.sends == [HEAD, b"<file>"]


def test_only_the_answers_first_send_is_held():
    wire = Wire()
    answer = OneSend(wire)
    answer.send(b"HTTP/1.1 100 Continue\r\n\r\n")  # (gunicorn's interim answer, before the app reads the body)
    answer.sendall(HEAD)
    answer.sendall(b'{"version":3}')
    answer.sendall(HEAD)  # body bytes that look like a head (an exported log's text, say) are sent as they come
    assert wire.sends == [b"HTTP/1.1 100 Continue\r\n\r\n", HEAD + b'{"version":3}', HEAD]
