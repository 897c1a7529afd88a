"""Small helpers shared by the end-to-end language server tests."""

import pathlib

from lsprotocol import types
from pytest_lsp import LanguageClient


def cursor(marked: str):
    """The text without its `|` marker, and the marker's position in UTF-16 code units."""
    before, after = marked.split("|", 1)
    lines = before.split("\n")
    character = len(lines[-1].encode("utf-16-le")) // 2
    return before + after, types.Position(line=len(lines) - 1, character=character)


async def open_file(client: LanguageClient, path: pathlib.Path, text: str, version: int = 1):
    """Opens a document and waits for the diagnostics the server publishes for it."""
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=version, text=text)
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return uri


async def change_file(client: LanguageClient, uri: str, text: str, version: int):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)


def position(uri: str, at: types.Position):
    return dict(text_document=types.TextDocumentIdentifier(uri=uri), position=at)
