extension AppModel {
  /// The dynamic value with an identifier.
  public subscript(id: DynamicValueID) -> DynamicValue { dynamicValues[id.index] }

  /// The model in which each dynamic value of `choices` takes the value at that position
  /// of its options; the others keep the value they have.
  ///
  /// Only the owners of the chosen values change: the controllers that own one, or, for a
  /// class or an extension, the members of every class (linear in the number of classes).
  /// When a
  /// `modalPresentationStyle` changes, presenters are chosen again (R23), unless the one
  /// UIKit would choose already presents something, where the first presenter is kept.
  public func choosing(_ choices: DynamicChoices) -> AppModel {
    guard !choices.isEmpty else { return self }
    var model = self
    var values: [DynamicValueID: PropertyValue] = [:]
    var windowValues: [DynamicValueID: Bool] = [:]
    var changesPresentation = false
    var changesPlacement = false
    for (id, option) in choices {
      let dynamic = dynamicValues[id.index]
      guard dynamic.values.indices.contains(option) else { continue }
      values[id] = dynamic.values[option]
      if case .window = dynamic.owner, case .bool(let flag) = dynamic.values[option] {
        windowValues[id] = flag
      }
      if dynamic.member == PropertyKey.modalPresentationStyle.rawValue {
        changesPresentation = true
      }
      model.choices[id] = option
      if let choice = choicePositions[id] {
        changesPlacement = model.place(alternative: option, of: choice) || changesPlacement
      }
    }
    var classesChanged = false
    for index in model.classes.indices {
      classesChanged = model.classes[index].ownMembers.choose(values) || classesChanged
    }
    if classesChanged { model.recomputeInheritedMembers() }
    var extensionsChanged = false
    for key in Array(model.extensions.keys) {
      guard var members = model.extensions[key] else { continue }
      if members.choose(values) {
        model.extensions[key] = members
        extensionsChanged = true
      }
    }
    if classesChanged || extensionsChanged { model.refreshMemberCache() }
    // Only the controllers that own a chosen value: the others are not touched (nor copied
    // one by one), whatever the size of the model.
    for id in choices.keys {
      guard case .controller(let name) = dynamicValues[id.index].owner,
        let position = controllerPositions[name]
      else { continue }
      _ = model.controllers[position].settings.choose(values)
      // A dynamic selectedIndex selects the tab at the chosen position.
      if let selected = model.controllers[position].selectedTab, selected.dynamic == id,
        case .integer(let tab)? = values[id],
        model.controllers[position].children.indices.contains(tab)
      {
        model.controllers[position].selectedTab = Setting(
          model.controllers[position].children[tab], at: selected.range, origin: selected.origin,
          dynamic: id)
      }
    }
    if let id = model.application.statusBarStyleDynamic, case .style(let style)? = values[id] {
      model.application.statusBarStyle = Located(
        style, at: model.application.statusBarStyle?.range)
    }
    if let id = model.application.isStatusBarHiddenDynamic, case .bool(let flag)? = values[id] {
      model.application.isStatusBarHidden = Located(
        flag, at: model.application.isStatusBarHidden?.range)
    }
    for index in model.windows.indices {
      if let id = model.windows[index].hiddenDynamic, let flag = windowValues[id] {
        model.windows[index].isHidden = Located(flag, at: model.windows[index].isHidden.range)
      }
      if let traits = model.windows[index].overrideUserInterfaceStyle,
        let id = traits.dynamic, case .userInterface(let style)? = values[id]
      {
        model.windows[index].overrideUserInterfaceStyle = Setting(
          style, at: traits.range, origin: traits.origin, dynamic: id)
      }
    }
    if changesPresentation || changesPlacement { model.choosePresentersAgain() }
    // A presenter freed by the first pass (its alternative left the screen) can take the
    // presentation it could not take then.
    if changesPlacement { model.choosePresentersAgain() }
    return model
  }

  /// Chooses the presenter of every presentation again, after presentation styles changed.
  private mutating func choosePresentersAgain() {
    for index in presentations.indices {
      let presentation = presentations[index]
      guard case .presentation(let placed) = self[presentation.presented].parent, placed == index
      else { continue }
      let style =
        effectiveSettings(of: presentation.presented).modalPresentationStyle?.value
        ?? .automatic
      let (presenter, choice) = choosePresenter(caller: presentation.caller, style: style)
      guard presenter != presentation.presenter else {
        presentations[index] = presentation.with(presenter: presenter, choice: choice)
        continue
      }
      guard self[presenter].presentation == nil else { continue }
      controllers[presentation.presenter.index].presentation = nil
      controllers[presenter.index].presentation = index
      presentations[index] = presentation.with(presenter: presenter, choice: choice)
    }
  }
}

extension Presentation {
  /// The same presentation from another presenter.
  func with(presenter: ControllerID, choice: PresenterChoice) -> Presentation {
    Presentation(
      caller: caller, presenter: presenter, presenterChoice: choice, presented: presented,
      keywordRange: keywordRange, range: range)
  }
}
