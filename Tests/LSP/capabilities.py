"""The capabilities every Stagehand language server offers, checked through pytest-lsp.

Each check takes a started client and a temporary folder; test_stagehand_lsp.py and
test_garden_lsp.py run every one against `stagehand lsp` and `garden lsp`.
"""

from lsprotocol import types
from pytest_lsp import LanguageClient

from support import change_file, cursor, open_file, position

SCENE = """\
stagehand: 1
scene: people
dataSources:
  - id: people
    type: StaticDataSource
    properties: { value: [] }
views:
  - id: title        # a comment with é and 😀
    type: Label
  - id: go
    type: Button
bindings:
  - type: TextBinding
    outlets: { dataSource: people, view: title }
segues:
  - { id: next, to: other.scene.yaml }
responders:
  - type: SegueResponder
    properties: { segue: next }
    on: [go.tap]
"""


def write(tmp_path, name, text):
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


async def check_diagnostics_on_open_and_change_cleared_when_fixed(stagehand: LanguageClient, tmp_path):
    write(tmp_path, "other.scene.yaml", "stagehand: 1\nscene: other\n")
    uri = await open_file(stagehand, tmp_path / "people.scene.yaml", SCENE.replace("type: Label", "type: Lable"))
    [diagnostic] = stagehand.diagnostics[uri]
    assert diagnostic.code == "unknown-type"
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert diagnostic.range.start == types.Position(line=8, character=10)
    assert "did you mean 'Label'?" in diagnostic.message
    await change_file(stagehand, uri, SCENE, 2)
    assert list(stagehand.diagnostics[uri]) == []


async def check_diagnostics_carry_related_notes(stagehand: LanguageClient, tmp_path):
    write(tmp_path, "other.scene.yaml", "stagehand: 1\nscene: other\n")
    uri = await open_file(stagehand, tmp_path / "people.scene.yaml", SCENE.replace("- id: go", "- id: people"))
    duplicate = next(d for d in stagehand.diagnostics[uri] if d.code == "duplicate-id")
    assert duplicate.related_information[0].location.range.start.line == 3
    assert "first used here" in duplicate.related_information[0].message


async def check_script_diagnostics(stagehand: LanguageClient, tmp_path):
    write(tmp_path, "other.scene.yaml", "stagehand: 1\nscene: other\n")
    write(tmp_path, "people.scene.yaml", SCENE)
    uri = await open_file(stagehand, tmp_path / "people.script.yaml", "scene: people.scene.yaml\nsteps:\n  - tapp: go\n")
    [diagnostic] = stagehand.diagnostics[uri]
    assert diagnostic.code == "unknown-step"
    assert diagnostic.range.start == types.Position(line=2, character=4)


async def check_completion_of_outlet_ids_fits_the_outlet(stagehand: LanguageClient, tmp_path):
    text, at = cursor(SCENE.replace("view: title }", "view: | }"))
    uri = await open_file(stagehand, tmp_path / "people.scene.yaml", text)
    result = await stagehand.text_document_completion_async(types.CompletionParams(**position(uri, at)))
    labels = [item.label for item in result.items]
    assert "title" in labels and "go" in labels
    assert "people" not in labels  # a data source never fits a TextBinding's view


async def check_completion_after_non_ascii_text(stagehand: LanguageClient, tmp_path):
    text, at = cursor('stagehand: 1\nscene: t\nviews:\n  - { id: "né😀", type: Lab| }\n')
    uri = await open_file(stagehand, tmp_path / "t.scene.yaml", text)
    result = await stagehand.text_document_completion_async(types.CompletionParams(**position(uri, at)))
    [item] = result.items
    assert item.label == "Label"
    assert item.text_edit.range.start.character == 24
    assert item.text_edit.range.end.character == 27


async def check_completion_of_events_steps_and_keys_mid_edit(stagehand: LanguageClient, tmp_path):
    write(tmp_path, "other.scene.yaml", "stagehand: 1\nscene: other\n")
    # `on: [go.` does not parse: the text around the cursor and a parse without the line do.
    text, at = cursor(SCENE.replace("on: [go.tap]", "on: [go.|"))
    uri = await open_file(stagehand, tmp_path / "people.scene.yaml", text)
    result = await stagehand.text_document_completion_async(types.CompletionParams(**position(uri, at)))
    assert [item.label for item in result.items] == ["go.tap"]

    write(tmp_path, "people.scene.yaml", SCENE)
    text, at = cursor("scene: people.scene.yaml\nsteps:\n  - tap: |\n")
    script = await open_file(stagehand, tmp_path / "people.script.yaml", text)
    result = await stagehand.text_document_completion_async(types.CompletionParams(**position(script, at)))
    assert [item.label for item in result.items] == ["go"]


async def check_hover_shows_the_catalog(stagehand: LanguageClient, tmp_path):
    text, at = cursor(SCENE.replace("type: TextBinding", "type: TextBi|nding"))
    uri = await open_file(stagehand, tmp_path / "people.scene.yaml", text)
    hover = await stagehand.text_document_hover_async(types.HoverParams(**position(uri, at)))
    assert "**TextBinding**" in hover.contents.value
    assert "`view`" in hover.contents.value


async def check_definition_of_ids_segues_and_files(stagehand: LanguageClient, tmp_path):
    other = write(tmp_path, "other.scene.yaml", "stagehand: 1\nscene: other\n")
    text, at = cursor(SCENE.replace("view: title", "view: ti|tle"))
    uri = await open_file(stagehand, tmp_path / "people.scene.yaml", text)
    result = await stagehand.text_document_definition_async(types.DefinitionParams(**position(uri, at)))
    assert result.range.start.line == 7
    _, at = cursor(SCENE.replace("to: other", "to: ot|her"))
    result = await stagehand.text_document_definition_async(types.DefinitionParams(**position(uri, at)))
    assert result.uri == other.as_uri()


async def check_references_of_an_id(stagehand: LanguageClient, tmp_path):
    text, at = cursor(SCENE.replace("- id: go", "- id: g|o"))
    uri = await open_file(stagehand, tmp_path / "people.scene.yaml", text)
    result = await stagehand.text_document_references_async(
        types.ReferenceParams(context=types.ReferenceContext(include_declaration=True), **position(uri, at))
    )
    assert sorted(r.range.start.line for r in result) == [9, 19]


async def check_rename_an_id_across_the_scene(stagehand: LanguageClient, tmp_path):
    text, at = cursor(SCENE.replace("- id: people", "- id: peo|ple"))
    uri = await open_file(stagehand, tmp_path / "people.scene.yaml", text)
    edit = await stagehand.text_document_rename_async(types.RenameParams(new_name="everyone", **position(uri, at)))
    edits = edit.changes[uri]
    assert sorted(e.range.start.line for e in edits) == [3, 13]
    assert all(e.new_text == "everyone" for e in edits)


async def check_code_actions_are_lints_sure_fixes(stagehand: LanguageClient, tmp_path):
    write(tmp_path, "other.scene.yaml", "stagehand: 1\nscene: other\n")
    uri = await open_file(stagehand, tmp_path / "people.scene.yaml", SCENE.replace("type: Button", "type: Buton"))
    actions = await stagehand.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=30, character=0)),
            context=types.CodeActionContext(diagnostics=stagehand.diagnostics[uri]),
        )
    )
    # The sure fix first; every diagnostic also offers to be silenced where it stands.
    fixes = [a for a in actions if not a.title.startswith("Ignore '")]
    ignores = [a for a in actions if a.title.startswith("Ignore '")]
    [action] = fixes
    assert action.title == "Replace 'Buton' with 'Button'"
    [edit] = action.edit.changes[uri]
    assert edit.new_text == "Button"
    assert edit.range.start == types.Position(line=10, character=10)
    assert [a.title for a in ignores] == ["Ignore 'unknown-type' here"]
    [ignore] = ignores[0].edit.changes[uri]
    assert "# stagehand-ignore: unknown-type" in ignore.new_text


async def check_formatting_applies_every_sure_fix(stagehand: LanguageClient, tmp_path):
    write(tmp_path, "other.scene.yaml", "stagehand: 1\nscene: other\n")
    broken = SCENE.replace("stagehand: 1\n", "").replace("type: Button", "type: Buton")
    uri = await open_file(stagehand, tmp_path / "people.scene.yaml", broken)
    edits = await stagehand.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            options=types.FormattingOptions(tab_size=2, insert_spaces=True),
        )
    )
    [edit] = edits
    assert edit.new_text == SCENE  # comments, é and 😀 included, exactly as written


async def check_document_symbols_outline_the_scene(stagehand: LanguageClient, tmp_path):
    uri = await open_file(stagehand, tmp_path / "people.scene.yaml", SCENE)
    symbols = await stagehand.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert [symbol.name for symbol in symbols] == [
        "stagehand", "scene", "dataSources", "views", "bindings", "segues", "responders"
    ]
    views = symbols[3]
    assert [(child.name, child.detail) for child in views.children] == [("title", "Label"), ("go", "Button")]
    title = views.children[0]
    # The name is the id where it is written (the comment after it, with é and 😀, moves nothing).
    assert (title.selection_range.start.line, title.selection_range.start.character) == (7, 8)
    assert views.range.start.line <= title.range.start.line and title.range.end.line <= views.range.end.line
    assert [child.name for child in symbols[5].children] == ["next"]
