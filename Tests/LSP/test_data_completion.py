"""`stagehand lsp` completes data paths and format placeholders from the data's shape."""

from lsprotocol import types
from pytest_lsp import LanguageClient

from support import cursor, open_file, position

SCENE = """\
stagehand: 1
scene: disks
dataSources:
  - { id: disks, type: FileDataSource, properties: { path: disks.json, select: blockdevices } }
views:
  - id: list
    type: Table
    prototype:
      id: row
      type: Label
      bindings:
        - { type: TextBinding, outlets: { dataSource: item, view: row }, properties: { format: "{name} ({FORMAT}" } }
  - { id: first, type: Label }
bindings:
  - { type: TableBinding, outlets: { dataSource: disks, view: list } }
  - { type: TextBinding, outlets: { dataSource: disks, view: first }, properties: { path: PATH } }
"""

DISKS = '{"blockdevices": [{"name": "sda", "size": "10G", "children": [{"name": "sda1", "mountpoint": "/"}]}]}'


async def complete(client: LanguageClient, tmp_path, marked: str):
    text, at = cursor(marked)
    uri = await open_file(client, tmp_path / "disks.scene.yaml", text)
    result = await client.text_document_completion_async(types.CompletionParams(**position(uri, at)))
    return result.items


async def test_completion_in_a_path_and_in_a_placeholder(stagehand: LanguageClient, tmp_path):
    (tmp_path / "disks.json").write_text(DISKS)

    # A TextBinding's path into the list: after `0.children.0.`, the keys of a partition.
    items = await complete(stagehand, tmp_path, SCENE.replace("FORMAT", "size").replace("PATH", "0.children.0.|"))
    assert [item.label for item in items] == ["name", "mountpoint"]
    assert items[1].text_edit.new_text == "0.children.0.mountpoint"
    assert items[1].detail == "a string in 'disks' (FileDataSource)"

    # A placeholder in a row's format reads the row's item: a disk.
    items = await complete(stagehand, tmp_path, SCENE.replace("{FORMAT}", "{si|}").replace("PATH", "name"))
    [item] = items
    assert item.label == "size"
    assert item.text_edit.new_text == "size"
    assert item.text_edit.range.start.character == item.text_edit.range.end.character - 2
