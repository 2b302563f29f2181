#import "SPContainerViewController.h"
#import "Mixed-Swift.h"

@implementation SPContainerViewController

- (UIStatusBarStyle)preferredStatusBarStyle {
    return UIStatusBarStyleLightContent;
}

- (void)showSettings {
    SettingsViewController *settings = [SettingsViewController new];
    settings.modalPresentationStyle = UIModalPresentationFullScreen;
    [self presentViewController:settings animated:YES completion:nil];
}

@end
