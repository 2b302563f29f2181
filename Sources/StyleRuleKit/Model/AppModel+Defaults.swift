extension AppModel {
  /// The model with a deployment target for lint when the file states none, such as a
  /// configuration file's `deployment-target`; the file's own statement wins.
  public func withDeploymentTarget(_ version: OSVersion?) -> AppModel {
    guard let version, deploymentTarget == nil else { return self }
    var model = self
    model.deploymentTarget = Located(version, at: nil)
    return model
  }
}
