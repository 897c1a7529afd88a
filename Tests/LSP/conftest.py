"""Starts `stagehand lsp` and `garden lsp` for pytest-lsp, from the built executables.

`stagehand` is found in $STAGEHAND_BIN (CI sets it to the release build's folder), else in
.build/release, else in .build/debug; `garden`, built by the garden example's own package, in
$GARDEN_BIN, else in Examples/Garden/.build/release, else in Examples/Garden/.build/debug.
"""

import os
import pathlib
import sys

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = pathlib.Path(__file__).resolve().parents[2]


def executable(name: str) -> str:
    if name == "garden":
        package, variable, build = ROOT / "Examples/Garden", "GARDEN_BIN", "swift build --package-path Examples/Garden"
    else:
        package, variable, build = ROOT, "STAGEHAND_BIN", "swift build"
    folders = [os.environ.get(variable, ""), package / ".build/release", package / ".build/debug"]
    for folder in folders:
        if folder and (pathlib.Path(folder) / name).is_file():
            return str(pathlib.Path(folder) / name)
    sys.exit(f"build the {name} executable first ({build}), or set {variable}")


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
