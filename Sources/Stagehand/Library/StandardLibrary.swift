/// The types every registry starts with: the names the scene format fixes, plus
/// `CombinedDataSource`.
package enum StandardLibrary {
    /// Each standard type with the name scenes write, which is its Swift name. Written out
    /// rather than asked of the type: `String(describing:)` of a class looks the class up against
    /// three printing protocols in the runtime's whole list of conformances, which for the 53
    /// types was a twentieth of the instructions to a small scene's first frame.
    static let entries: [(type: SceneObject.Type, name: String)] = [
        (VStack.self, "VStack"), (HStack.self, "HStack"), (Label.self, "Label"), (Button.self, "Button"),
        (TextField.self, "TextField"), (TextArea.self, "TextArea"), (Switch.self, "Switch"), (Table.self, "Table"),
        (ProgressBar.self, "ProgressBar"), (Spacer.self, "Spacer"), (Divider.self, "Divider"), (Checkbox.self, "Checkbox"),
        (Select.self, "Select"), (RadioGroup.self, "RadioGroup"),
        (Shortcut.self, "Shortcut"), (KeyHints.self, "KeyHints"),
        (Tabs.self, "Tabs"), (Tab.self, "Tab"), (Tree.self, "Tree"), (TextView.self, "TextView"), (Spinner.self, "Spinner"),
        (Sparkline.self, "Sparkline"),
        (StaticDataSource.self, "StaticDataSource"), (FileDataSource.self, "FileDataSource"),
        (SelectionDataSource.self, "SelectionDataSource"), (TextInputDataSource.self, "TextInputDataSource"),
        (IncomingDataSource.self, "IncomingDataSource"), (FilterDataSource.self, "FilterDataSource"),
        (SortDataSource.self, "SortDataSource"), (CombinedDataSource.self, "CombinedDataSource"),
        (CommandDataSource.self, "CommandDataSource"),
        (TextBinding.self, "TextBinding"), (TableBinding.self, "TableBinding"), (EnabledBinding.self, "EnabledBinding"),
        (HiddenBinding.self, "HiddenBinding"), (ProgressBinding.self, "ProgressBinding"),
        (SwitchBinding.self, "SwitchBinding"), (StatusBinding.self, "StatusBinding"), (ChoiceBinding.self, "ChoiceBinding"),
        (OptionsBinding.self, "OptionsBinding"),
        (TreeBinding.self, "TreeBinding"), (SeriesBinding.self, "SeriesBinding"),
        (StyleBinding.self, "StyleBinding"),
        (SegueResponder.self, "SegueResponder"), (BackResponder.self, "BackResponder"), (AppendResponder.self, "AppendResponder"),
        (SetResponder.self, "SetResponder"), (ToggleResponder.self, "ToggleResponder"),
        (RemoveResponder.self, "RemoveResponder"), (ReloadResponder.self, "ReloadResponder"), (QuitResponder.self, "QuitResponder"),
        (NotifyResponder.self, "NotifyResponder"), (FocusResponder.self, "FocusResponder"),
    ]

    /// The standard types, in registration order.
    package static var types: [SceneObject.Type] { entries.map(\.type) }

    static func register(in registry: Registry) {
        for (type, name) in entries {
            registry.addStandard(type, name: name)
        }
    }
}
