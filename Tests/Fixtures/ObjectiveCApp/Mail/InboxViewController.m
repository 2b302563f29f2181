#import "InboxViewController.h"
#import "MessageViewController.h"

@implementation InboxViewController

// Never asked: the Info.plist turns view controller-based appearance off.
- (UIStatusBarStyle)preferredStatusBarStyle {
    return UIStatusBarStyleDarkContent;
}

- (void)openMessage {
    MessageViewController *message = [[MessageViewController alloc] initWithNibName:nil bundle:nil];
    message.modalPresentationStyle = UIModalPresentationFullScreen;
    [self presentViewController:message animated:YES completion:nil];
}

@end
