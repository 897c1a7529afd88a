/// The types every registry starts with: the names the scene format fixes, plus
/// `CombinedDataSource`.
enum StandardLibrary {
    static let types: [SceneObject.Type] = [
        VStack.self, HStack.self, Label.self, Button.self, TextField.self, TextArea.self, Switch.self, Table.self,
        ProgressBar.self, Spacer.self, Divider.self, Checkbox.self, Select.self, RadioGroup.self,
        Shortcut.self, KeyHints.self,
        Tabs.self, Tab.self, Tree.self, TextView.self, Spinner.self, Sparkline.self,
        StaticDataSource.self, FileDataSource.self, SelectionDataSource.self, TextInputDataSource.self,
        IncomingDataSource.self, FilterDataSource.self, SortDataSource.self, CombinedDataSource.self,
        CommandDataSource.self,
        TextBinding.self, TableBinding.self, EnabledBinding.self, HiddenBinding.self, ProgressBinding.self,
        SwitchBinding.self, StatusBinding.self, ChoiceBinding.self, OptionsBinding.self,
        TreeBinding.self, SeriesBinding.self,
        StyleBinding.self,
        SegueResponder.self, BackResponder.self, AppendResponder.self, SetResponder.self, ToggleResponder.self,
        RemoveResponder.self, ReloadResponder.self, QuitResponder.self, NotifyResponder.self, FocusResponder.self,
    ]

    static func register(in registry: Registry) {
        for type in types {
            // The standard names are unique and valid, so adding them cannot fail.
            try? registry.add(type, name: String(describing: type), isStandard: true)
        }
    }
}
