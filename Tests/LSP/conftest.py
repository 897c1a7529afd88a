"""Starts `stagehand lsp` and `garden lsp` for pytest-lsp, from the built executables.

The executables are found in $STAGEHAND_BIN (CI sets it to the release build's folder), else in
.build/release, else in .build/debug.
"""

import os
import pathlib
import sys

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = pathlib.Path(__file__).resolve().parents[2]


def executable(name: str) -> str:
    folders = [os.environ.get("STAGEHAND_BIN", ""), ROOT / ".build/release", ROOT / ".build/debug"]
    for folder in folders:
        if folder and (pathlib.Path(folder) / name).is_file():
            return str(pathlib.Path(folder) / name)
    sys.exit(f"build the {name} executable first (swift build), or set STAGEHAND_BIN")


async def start(client: LanguageClient):
    await client.initialize_session(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(
                text_document=types.TextDocumentClientCapabilities(
                    completion=types.CompletionClientCapabilities(
                        completion_item=types.ClientCompletionItemOptions(documentation_format=[types.MarkupKind.Markdown])
                    ),
                    hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
                    publish_diagnostics=types.PublishDiagnosticsClientCapabilities(related_information=True),
                    rename=types.RenameClientCapabilities(prepare_support=True),
                    code_action=types.CodeActionClientCapabilities(),
                )
            )
        )
    )


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[executable("stagehand"), "lsp"]))
async def stagehand(lsp_client: LanguageClient):
    await start(lsp_client)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[executable("garden"), "lsp"]))
async def garden(lsp_client: LanguageClient):
    await start(lsp_client)
    yield
    await lsp_client.shutdown_session()
