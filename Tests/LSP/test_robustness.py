"""`stagehand lsp` under what real editors and broken clients send.

A malformed header (each kind) is skipped and the next request is answered; a range change
that is malformed leaves the document as it was; a burst of 1,000 changes is coalesced, so a
completion behind it answers within a second of the last change.
"""

import asyncio
import time

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from support import open_file

SCENE = """\
stagehand: 1
scene: robust
views:
  - id: title
    type: Label
  - id: go
    type: Button
"""

NOTIFICATION = b'{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":"off"}}'

MALFORMED = {
    "bad Content-Length with a body": b"Content-Length: twelve\r\n\r\n" + NOTIFICATION,
    "a header without Content-Length": b"Content-Type: application/vscode-jsonrpc\r\n\r\n" + NOTIFICATION,
    "LF-only line ends": b"Content-Length: %d\n\n" % len(NOTIFICATION) + NOTIFICATION,
    "a header over 8 KB": b"X-Padding: " + b"a" * 9000 + b"\r\n\r\n" + NOTIFICATION,
    "a Content-Length shorter than its body": b"Content-Length: 5\r\n\r\n" + NOTIFICATION,
}


async def hover_answered(client: LanguageClient, uri: str):
    """A valid request after the bad bytes: it must be answered, and soon."""
    hover = await asyncio.wait_for(
        client.text_document_hover_async(
            types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=4, character=11))
        ),
        timeout=10,
    )
    assert hover is not None and "Label" in str(hover.contents)


@pytest.mark.parametrize("kind", sorted(MALFORMED))
async def test_malformed_input_then_a_valid_request_is_answered(stagehand: LanguageClient, tmp_path, kind):
    uri = await open_file(stagehand, tmp_path / "robust.scene.yaml", SCENE)
    stagehand.protocol.writer.write(MALFORMED[kind])
    for _ in range(3):
        await hover_answered(stagehand, uri)


@pytest.mark.parametrize(
    "bad_range",
    [
        {"start": {"line": 2, "character": 0}, "end": {"line": 1, "character": 0}},
        {"start": {"line": "1", "character": 0}, "end": {"line": 1, "character": 3}},
        {"start": {"line": 1, "character": 0}},
    ],
    ids=["reversed", "string line", "no end"],
)
async def test_a_malformed_range_change_leaves_the_document_as_it_was(stagehand: LanguageClient, tmp_path, bad_range):
    uri = await open_file(stagehand, tmp_path / "robust.scene.yaml", SCENE)
    body = (
        '{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"%s","version":2},'
        '"contentChanges":[{"range":%s,"text":"REPLACED"}]}}'
    ) % (uri, str(bad_range).replace("'", '"'))
    data = body.encode()
    stagehand.protocol.writer.write(b"Content-Length: %d\r\n\r\n" % len(data) + data)
    # Hover still finds the Label where it was: the text was not replaced.
    await hover_answered(stagehand, uri)
    messages = [m.message for m in stagehand.log_messages]
    assert any("refused a change" in m for m in messages), messages


async def test_a_completion_after_1000_changes_answers_within_a_second(stagehand: LanguageClient, tmp_path):
    # Each change is the whole text, as the server asks (full sync), about 8 KB.
    base = SCENE + "".join(f"  - {{ id: label{i}, type: Label }}\n" for i in range(200))
    uri = await open_file(stagehand, tmp_path / "burst.scene.yaml", base)
    for version in range(2, 1002):
        stagehand.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[types.TextDocumentContentChangeWholeDocument(text=base + f"# edit {version}\n  - id: x\n    type: \n")],
            )
        )
    last_change = time.monotonic()
    lines = base.count("\n") + 2
    completion = await asyncio.wait_for(
        stagehand.text_document_completion_async(
            types.CompletionParams(
                text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=lines, character=10)
            )
        ),
        timeout=30,
    )
    took = time.monotonic() - last_change
    items = completion.items if isinstance(completion, types.CompletionList) else completion
    assert any(item.label == "Label" for item in items or [])
    assert took < 1.0, f"the completion took {took:.2f} s after the last change"
