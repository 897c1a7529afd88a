extension Role {
    /// The class every object of the role is: what an outlet accepting any object of the role
    /// names as its target.
    var baseClass: SceneObject.Type {
        switch self {
        case .dataSource: DataSource.self
        case .view: View.self
        case .binding: Binding.self
        case .bindingSet: BindingSet.self
        case .responder: Responder.self
        }
    }
}
